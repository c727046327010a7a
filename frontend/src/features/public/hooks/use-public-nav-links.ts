import { useGetNewsAvailabilityQuery, useGetSiteFlagsQuery } from '@/lib/public/public-api';

export interface NavLinkItem {
  label: string;
  to: string;
}

/**
 * The public menu in spec order. Schedule needs at least one session, News a published item, Call for Speakers
 * and Sponsorship the open calls in the settings: all from the tiny flags response (no list is downloaded for it).
 * Anything that failed to load stays hidden.
 */
export function usePublicNavLinks(): NavLinkItem[] {
  const flags = useGetSiteFlagsQuery();
  const news = useGetNewsAvailabilityQuery();

  const known = !flags.isError ? flags.data : undefined;
  const links: (NavLinkItem | false)[] = [
    { label: 'Home', to: '/' },
    { label: 'About', to: '/about' },
    { label: 'Speakers', to: '/speakers' },
    known?.has_sessions === true && { label: 'Schedule', to: '/schedule' },
    news.data === true && { label: 'News', to: '/news' },
    { label: 'Venue', to: '/location' },
    known?.accepting_cfp === true && { label: 'Call for Speakers', to: '/cfp' },
    known?.accepting_sponsors === true && { label: 'Sponsorship', to: '/sponsorship' },
  ];
  return links.filter((link): link is NavLinkItem => link !== false);
}
