import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminSpeaker } from '@/lib/admin/speakers-admin-api';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { SpeakersTab } from './speakers-tab';

const speaker = (id: number, name: string, company: string, display_on_public: boolean): AdminSpeaker => ({
  id,
  name,
  title: 'Researcher',
  company,
  image: null,
  image_url: null,
  bio: null,
  bio_short: null,
  linkedin_url: null,
  talk_title: null,
  talk_abstract: null,
  display_on_public,
  user_id: null,
  email: null,
  translations: {},
  missing_translations: [],
});

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
    expect(screen.getByRole('status').textContent).toBe('2 speakers');

    await user.type(screen.getByRole('searchbox', { name: 'Search speakers' }), 'navy');
    expect(names()).toEqual(['Grace Hopper']);
    expect(screen.getByRole('status').textContent).toBe('1 of 2 speakers');

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
});
