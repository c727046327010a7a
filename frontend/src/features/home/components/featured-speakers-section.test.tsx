import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { FeaturedSpeakers, PublicSpeaker } from '@/types/api';
import { FeaturedSpeakersSection } from './featured-speakers-section';

const speaker = (id: number, name: string): PublicSpeaker => ({
  id,
  name,
  title: 'Researcher',
  company: 'Language Lab',
  image: null,
  image_url: null,
  bio: null,
  bio_short: null,
  linkedin_url: null,
  talk_title: null,
  talk_abstract: null,
});

const names = ['Ada Lovelace', 'Grace Hopper', 'Karen Spärck Jones', 'Noam Chomsky', 'Yorick Wilks', 'Margaret Masterman'];

function renderWith(featured: FeaturedSpeakers) {
  stubFetch({ 'GET /public/speakers/featured': { body: featured } });
  renderWithApp(<FeaturedSpeakersSection />);
  return screen.getByRole('region', { name: 'Featured Speakers' });
}

describe('Featured Speakers on the home page', () => {
  it('shows every speaker of a short list and no view-all link', async () => {
    const three = names.slice(0, 3).map((name, i) => speaker(i + 1, name));
    const featured = renderWith({ speakers: three, total: three.length });

    const cards = await within(featured).findAllByTestId('speaker-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(names.slice(0, 3));
    expect(within(featured).queryByRole('link', { name: /View All Speakers/ })).toBeNull();
  });

  it('links to all speakers with their count when there are more than six', async () => {
    const six = names.map((name, i) => speaker(i + 1, name));
    const featured = renderWith({ speakers: six, total: 9 });

    expect(await within(featured).findAllByTestId('speaker-card')).toHaveLength(6);
    expect(within(featured).getByRole('link', { name: 'View All Speakers (9)' }).getAttribute('href')).toBe('/speakers');
  });
});
