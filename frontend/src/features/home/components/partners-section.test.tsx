import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { Sponsor } from '@/types/api';
import { PartnersSection } from './partners-section';

const sponsor = (id: number, name: string, tier: Sponsor['tier']): Sponsor => ({ id, name, tier, description: null, website: null, logo_url: null });

const sponsors: Sponsor[] = [
  sponsor(1, 'Acme Translation', 'platinum'),
  sponsor(2, 'European Language Resources Association', 'partner'),
  sponsor(3, 'Speech Corp', 'gold'),
  sponsor(4, 'LT Innovate', 'partner'),
];

describe('Our Partners on the home page', () => {
  it('lists the partner-tier sponsors, in order, and no other sponsor', async () => {
    stubFetch({ 'GET /public/sponsors': { body: sponsors } });
    renderWithApp(<PartnersSection />);

    const block = await screen.findByRole('region', { name: 'Our Partners' });
    expect(
      within(block)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['European Language Resources Association', 'LT Innovate']);
  });
});
