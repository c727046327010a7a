import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { VenueMapsTab } from './venue-maps-tab';

const floor = { id: 7, floor: 'Ground floor', floor_de: '', image_url: '/uploads/venue/plan.webp', width: 800, height: 400, rooms: [] };

describe('Venue maps tab: a floor added by keyboard (issue 49)', () => {
  it("opens the file chooser on Enter at 'Choose the plan (image)', and after Add floor waits in the emptied Floor field", async () => {
    let floors: (typeof floor)[] = [];
    const network = stubFetch({
      'GET /api/admin/venue-maps': () => ({ body: floors }),
      'GET /api/admin/rooms': { body: [] },
      'POST /api/admin/venue-maps': () => {
        floors = [floor];
        return { status: 201, body: floor };
      },
    });
    const { user } = renderWithApp(<VenueMapsTab />);
    await screen.findByText('No floors yet.');

    await user.click(screen.getByRole('textbox', { name: 'Floor' }));
    await user.keyboard('Ground floor');
    const input = screen.getByLabelText<HTMLInputElement>('Plan image');
    let clicked = 0;
    input.addEventListener('click', () => clicked++);
    // A real button: a <label> styled as one takes the focus, but a browser's Enter and Space do nothing on it (jsdom
    // and user-event click it all the same, so the browser walk, keyboard-walks-console-more.spec.ts, tells).
    const choose = screen.getByRole('button', { name: 'Choose the plan (image)' });
    expect(choose.tagName).toBe('BUTTON');
    // (jsdom lays nothing out, so Tab would stop on the hidden input too: the button is focused directly.)
    choose.focus();
    await user.keyboard('{Enter}');
    expect(clicked).toBe(1);
    await user.keyboard(' ');
    expect(clicked).toBe(2);

    await user.upload(input, new File(['png'], 'plan.png', { type: 'image/png' }));
    expect(screen.getByRole('button', { name: 'plan.png' })).toBeTruthy();
    screen.getByRole('button', { name: 'Add floor' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(network.sentTo('POST /api/admin/venue-maps')).toHaveLength(1));
    await screen.findByText('Floor added');
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('textbox', { name: 'Floor' })[0]));
    expect((document.activeElement as HTMLInputElement).value).toBe('');
  });
});
