import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { SiteContent, SiteFlags } from '@/types/api';
import { OverviewSection } from './overview-section';

const video = { video_id: 'M7lc1UVf-VE', title: 'Opening panel', description: 'Highlights.', video_url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' };

const content: SiteContent = {
  notice: null,
  contact_email: 'info@lt-summit.example.org',
  accessibility: { enforcement_body: 'Complaints office', enforcement_url: 'https://www.ffg.at/' },
  ticket_url: '',
  ticket_includes: ['Full conference access'],
  sponsorship_packages: { discount_percent: 40, packages: [] },
  hero: { date_label: '', tagline: 'Where language technology meets policy.', venue_label: 'Austrian Parliament, Vienna' },
  why_join: ['Meet the people who build language technology', 'Learn what the EU AI Act means for language data'],
  venue: {
    name: 'Austrian Parliament',
    address: 'Dr. Karl Renner-Ring 3, A-1017 Wien, Austria',
    maps_url: 'https://www.google.com/maps/search/?api=1&query=Parliament',
  },
  calls: { cfp_closes: '15 July 2025', sponsors_closes: '31 August 2025' },
  testimonials: [],
  hotels: [],
  garages: [],
  documents: { programme_2024_pdf: '/files/programme-2024.pdf', speaker_guidelines_pdf: '/files/guidelines.pdf', sponsorship_pack_pdf: '/files/pack.pdf' },
  recap_2024: { title: '', highlights: [], programme: [], photos: [], previous_sponsors: [] },
  videos: { video1: video, video2: video, playlist_url: 'https://www.youtube.com/results?search_query=language+technology' },
  product_name: 'LT Summit',
};

// Whether sessions exist comes from the navigation's flags, not from the programme.
const noSessions: SiteFlags = { has_sessions: false, has_news: true, accepting_cfp: true, accepting_sponsors: true, review_phase: 'submission' };

describe('The home overview (Why Join Us?)', () => {
  it('shows "Error: " and the server\'s message when its content fails, keeps Learn more, and has no schedule link without sessions', async () => {
    stubFetch({
      'GET /public/site-content': { body: content },
      'GET /public/hero-content': { status: 404, body: { detail: 'Network response failed' } },
      'GET /public/site-flags': { body: noSessions },
    });
    const { store } = renderWithApp(<OverviewSection />);

    const overview = screen.getByRole('region', { name: 'Why Join Us?' });
    expect((await within(overview).findByTestId('overview-error')).textContent).toBe('Error: Network response failed');
    expect(within(overview).getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('/about');
    await waitFor(() => expect(store.getState().api.queries['getSiteFlags(undefined)']?.status).toBe('fulfilled'));
    expect(within(overview).queryByRole('link', { name: 'View Schedule' })).toBeNull();
  });

  it('links to the schedule once the flags say there are sessions', async () => {
    stubFetch({
      'GET /public/site-content': { body: content },
      'GET /public/hero-content': { body: { content: '<p>Three days at the Austrian Parliament.</p>' } },
      'GET /public/site-flags': { body: { ...noSessions, has_sessions: true } },
    });
    renderWithApp(<OverviewSection />);

    const overview = screen.getByRole('region', { name: 'Why Join Us?' });
    expect((await within(overview).findByRole('link', { name: 'View Schedule' })).getAttribute('href')).toBe('/schedule');
    expect(within(overview).queryByTestId('overview-error')).toBeNull();
  });
});
