import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminSpeaker } from '@/lib/admin/speakers-admin-api';
import { adminSpeaker } from '@/test/admin-speaker';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { SpeakersTab } from './speakers-tab';

const speaker = (id: number, name: string, company: string, display_on_public: boolean): AdminSpeaker =>
  adminSpeaker({ id, name, title: 'Researcher', company, display_on_public });

const ada = speaker(1, 'Ada Lovelace', 'Analytical Engines', true);
const grace = speaker(2, 'Grace Hopper', 'Navy Labs', false);

async function setUp(speakers: AdminSpeaker[] = [ada, grace]) {
  const network = stubFetch({ 'GET /api/admin/speakers': { body: speakers } });
  const view = renderWithApp(<SpeakersTab />);
  if (speakers.length) await screen.findByTestId('speaker-count');
  return { ...view, network };
}

const names = () => screen.queryAllByTestId('admin-speaker').map((card) => within(card).getByRole('heading').textContent);

describe('Speakers tab', () => {
  it('counts the speakers and narrows the list by search and visibility', async () => {
    const { user } = await setUp();
    expect(screen.getByTestId('speaker-count').textContent).toBe('2 speakers');
    expect(screen.getByTestId('speaker-count').getAttribute('role')).toBe('status');

    await user.type(screen.getByRole('searchbox', { name: 'Search speakers' }), 'navy');
    expect(names()).toEqual(['Grace Hopper']);
    expect(screen.getByTestId('speaker-count').textContent).toBe('1 of 2 speakers');

    await user.click(screen.getByRole('combobox', { name: 'Visibility' }));
    await user.click(screen.getByRole('option', { name: 'Public Visible' }));
    expect(names()).toEqual([]);
    expect(screen.getByText('No speakers match the search and filter.')).toBeTruthy();
  });

  it('says how to add the first speaker when there is none', async () => {
    await setUp([]);
    expect(await screen.findByText("No speakers yet. Use 'Add Speaker' to add the first one.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Speaker' })).toBeTruthy();
  });

  it('deletes a speaker after asking, and says so', async () => {
    const { user, network } = await setUp();
    network.answer({ 'DELETE /api/admin/speakers/1': { status: 204 } });

    const card = screen.getByRole('article', { name: 'Ada Lovelace' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const question = screen.getByRole('dialog', { name: 'Delete speaker?' });
    expect(question.textContent).toContain('Delete Ada Lovelace? This cannot be undone.');
    network.answer({ 'GET /api/admin/speakers': { body: [grace] } });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText("Speaker 'Ada Lovelace' deleted.")).toBeTruthy();
    expect(network.sentTo('DELETE /api/admin/speakers/1')).toHaveLength(1);
    expect(await screen.findByText('1 speaker')).toBeTruthy();
  });

  it("shows the server's validation list line by line in the dialog, which keeps what was typed, and saves on the next try", async () => {
    const { user, network } = await setUp();
    network.answer({
      'POST /api/admin/speakers': {
        status: 400,
        body: {
          detail: [
            { loc: ['body', 'name'], msg: 'name is required', type: 'value_error' },
            { loc: ['body', 'linkedin_url'], msg: 'linkedin_url must be a URL', type: 'value_error' },
          ],
        },
      },
    });

    await user.click(screen.getByRole('button', { name: 'Add Speaker' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Speaker' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.paste('Refused Speaker');
    await user.click(within(dialog).getByRole('textbox', { name: 'Company' }));
    await user.paste('Kept Input Ltd');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const failure = await within(dialog).findByRole('alert');
    expect(failure.textContent).toBe('Failed to create speaker:\nname: name is required\nlinkedin_url: linkedin_url must be a URL');
    expect(network.sentTo('POST /api/admin/speakers')[0]!.body).toMatchObject({ name: 'Refused Speaker', company: 'Kept Input Ltd' });
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Refused Speaker');
    expect((within(dialog).getByRole('textbox', { name: 'Company' }) as HTMLInputElement).value).toBe('Kept Input Ltd');

    const added = speaker(3, 'Refused Speaker', 'Kept Input Ltd', true);
    network.answer({ 'POST /api/admin/speakers': { status: 201, body: added }, 'GET /api/admin/speakers': { body: [ada, grace, added] } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("Speaker 'Refused Speaker' added.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Speaker' })).toBeNull());
    expect((await screen.findByRole('article', { name: 'Refused Speaker' })).textContent).toContain('Kept Input Ltd');
  });

  it("keeps an edit of a speaker deleted meanwhile open, with what was typed and the server's reason", async () => {
    const { user, network } = await setUp();
    network.answer({ 'PUT /api/admin/speakers/2': { status: 404, body: { detail: 'Speaker not found' } } });

    await user.click(within(screen.getByRole('article', { name: 'Grace Hopper' })).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Speaker' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.paste('Typed before the save');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to update speaker: Speaker not found');
    expect((within(dialog).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Typed before the save');
  });

  it("tells why a deletion failed, in the server's words", async () => {
    const { user, network } = await setUp();
    network.answer({ 'DELETE /api/admin/speakers/2': { status: 404, body: { detail: 'Speaker not found' } } });

    await user.click(within(screen.getByRole('article', { name: 'Grace Hopper' })).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete speaker?' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete speaker: Speaker not found')).toBeTruthy();
  });
});
