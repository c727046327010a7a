import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { AdminSponsor } from '../api/sponsors-admin-api';
import { SponsorsTab } from './sponsors-tab';

/** The files the site serves from its root. */
const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../../public');

const lingua: AdminSponsor = {
  id: 3,
  name: 'Lingua Ltd',
  description: 'Translation memory for public bodies.',
  website: 'lingua.example',
  logo_url: '/uploads/lingua.png',
  tier: 'gold',
  contribution: 25000,
  translations: {},
  missing_translations: [],
};

async function setUp(sponsors: AdminSponsor[] = [lingua]) {
  const network = stubFetch({ 'GET /api/admin/sponsors': { body: sponsors } });
  const view = renderWithApp(<SponsorsTab />);
  await screen.findByTestId('sponsor-count');
  return { ...view, network };
}

const card = () => screen.getByRole('heading', { name: 'Lingua Ltd' }).closest<HTMLElement>('.MuiCard-root')!;

describe('Sponsors tab: deleting', () => {
  it('asks first; Cancel deletes nothing', async () => {
    const { user, network } = await setUp();

    await user.click(within(card()).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete sponsor?' });
    expect(dialog.textContent).toContain('Delete Lingua Ltd? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.sentTo('DELETE /api/admin/sponsors/3')).toHaveLength(0);
  });

  it('deletes on confirmation, says so and reloads the list', async () => {
    const { user, network } = await setUp();
    network.answer({ 'DELETE /api/admin/sponsors/3': { status: 204 } });

    await user.click(within(card()).getByRole('button', { name: 'Delete' }));
    network.answer({ 'GET /api/admin/sponsors': { body: [] } });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText("Sponsor 'Lingua Ltd' deleted.")).toBeTruthy();
    expect(network.sentTo('DELETE /api/admin/sponsors/3')).toHaveLength(1);
    expect(await screen.findByText("No sponsors yet. Use 'Add Sponsor' to add the first one.")).toBeTruthy();
  });

  it("tells why a deletion failed, in the spec's words and the server's", async () => {
    const { user, network } = await setUp();
    network.answer({ 'DELETE /api/admin/sponsors/3': { status: 404, body: { detail: 'Sponsor not found' } } });

    await user.click(within(card()).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete sponsor: Sponsor not found')).toBeTruthy();
  });
});

describe('Sponsors tab: the sponsor dialog', () => {
  it('says what every empty field needs and sends nothing', async () => {
    const { user, network } = await setUp();

    await user.click(screen.getByRole('button', { name: 'Add Sponsor' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Sponsor' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    for (const message of ['Name is required', 'Description is required', 'Website is required', 'Logo URL is required', 'Contribution is required']) {
      expect(within(dialog).getByText(message)).toBeTruthy();
    }
    expect(network.sentTo('POST /api/admin/sponsors')).toHaveLength(0);

    // Typing into a field clears its message.
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'N');
    expect(within(dialog).queryByText('Name is required')).toBeNull();
  });

  it('sends a new sponsor trimmed, with its contribution as a number and its German description, and closes', async () => {
    const { user, network } = await setUp();
    network.answer({ 'POST /api/admin/sponsors': { status: 201, body: { ...lingua, id: 4, name: 'Babel AG' } } });

    await user.click(screen.getByRole('button', { name: 'Add Sponsor' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Sponsor' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' Babel AG ');
    await user.click(within(dialog).getByRole('textbox', { name: 'Description' }));
    await user.paste('Speech recognition.');
    await user.click(within(dialog).getByRole('textbox', { name: 'Website' }));
    await user.paste('babel.example');
    await user.click(within(dialog).getByRole('textbox', { name: 'Logo URL' }));
    await user.paste('https://babel.example/logo.png');
    await user.click(within(dialog).getByRole('button', { name: /^In German/ }));
    await user.click(await within(dialog).findByRole('textbox', { name: 'Description (German)' }));
    await user.paste(' Spracherkennung. ');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Contribution' }), '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("Sponsor 'Babel AG' added.")).toBeTruthy();
    expect(network.sentTo('POST /api/admin/sponsors').map((call) => call.body)).toEqual([
      {
        name: 'Babel AG',
        description: 'Speech recognition.',
        website: 'babel.example',
        logo_url: 'https://babel.example/logo.png',
        tier: 'gold',
        contribution: 5000,
        translations: { de: { description: 'Spracherkennung.' } },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the dialog open with what was typed and the server's reason when a save fails", async () => {
    const { user, network } = await setUp();
    network.answer({ 'PUT /api/admin/sponsors/3': { status: 409, body: { detail: 'A sponsor with this name exists' } } });

    await user.click(within(card()).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Sponsor' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect((name as HTMLInputElement).value).toBe('Lingua Ltd');
    await user.clear(name);
    await user.type(name, 'Babel AG');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Failed to update sponsor: A sponsor with this name exists')).toBeTruthy();
    expect(network.sentTo('PUT /api/admin/sponsors/3')[0]!.body).toMatchObject({ name: 'Babel AG', contribution: 25000 });
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Babel AG');
  });
});

describe('Sponsors tab: refusals and logos', () => {
  it("shows the server's validation list line by line in the dialog, in the spec's words, keeping what was typed", async () => {
    const { user, network } = await setUp();
    network.answer({
      'POST /api/admin/sponsors': {
        status: 400,
        body: {
          detail: [
            { loc: ['body', 'tier'], msg: 'tier must be one of platinum, gold, silver, bronze, partner', type: 'value_error' },
            { loc: ['body', 'contribution'], msg: 'contribution must be a whole number', type: 'value_error' },
          ],
        },
      },
    });

    await user.click(screen.getByRole('button', { name: 'Add Sponsor' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Sponsor' });
    for (const [name, text] of [
      ['Name', 'Refused Sponsor'],
      ['Description', 'Kept after a refusal.'],
      ['Website', 'https://refused.example.org'],
      ['Logo URL', '/images/demo/elra.svg'],
    ]) {
      await user.click(within(dialog).getByRole('textbox', { name }));
      await user.paste(text);
    }
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Contribution' }), '1200');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const failure = await within(dialog).findByRole('alert');
    expect(failure.textContent).toBe(
      'Failed to add sponsor:\ntier: tier must be one of platinum, gold, silver, bronze, partner\ncontribution: contribution must be a whole number',
    );
    expect(network.sentTo('POST /api/admin/sponsors')).toHaveLength(1);
    expect((within(dialog).getByRole('textbox', { name: 'Description' }) as HTMLInputElement).value).toBe('Kept after a refusal.');
  });

  it('replaces a logo that fails to load by the placeholder, once', async () => {
    await setUp([{ ...lingua, logo_url: 'https://logos.example.org/broken.png' }]);
    const logo = within(card()).getByRole('img', { name: 'Lingua Ltd logo' }) as HTMLImageElement;
    expect(logo.getAttribute('src')).toBe('https://logos.example.org/broken.png');

    fireEvent.error(logo);
    expect(logo.getAttribute('src')).toBe('/placeholders/sponsor-logo.svg');
    // Should the placeholder fail too, it stays: no loop.
    fireEvent.error(logo);
    expect(logo.getAttribute('src')).toBe('/placeholders/sponsor-logo.svg');
    // The placeholder is an image the site serves.
    expect(readFileSync(path.join(PUBLIC_DIR, 'placeholders/sponsor-logo.svg'), 'utf8')).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
  });
});
