import {
  useGetConferenceSettingsQuery,
  useGetNewsAvailabilityQuery,
  useGetPublicSessionsQuery,
} from '../api/public-api';

export interface NavLinkItem {
  label: string;
  to: string;
}

/**
 * The public menu in spec order. Schedule needs at least one session, News a published item, Call for Speakers
 * and Sponsorship the open calls in the settings. Anything that failed to load stays hidden.
 */
export function usePublicNavLinks(): NavLinkItem[] {
  const settings = useGetConferenceSettingsQuery();
  const sessions = useGetPublicSessionsQuery();
  const news = useGetNewsAvailabilityQuery();

  const showSchedule = !sessions.isError && (sessions.data?.length ?? 0) > 0;
  const showNews = news.data === true;
  const showCfp = !settings.isError && settings.data?.accepting_cfp === true;
  const showSponsorship = !settings.isError && settings.data?.accepting_sponsors === true;

  const links: (NavLinkItem | false)[] = [
    { label: 'Home', to: '/' },
    { label: 'About', to: '/about' },
    { label: 'Speakers', to: '/speakers' },
    showSchedule && { label: 'Schedule', to: '/schedule' },
    showNews && { label: 'News', to: '/news' },
    { label: 'Venue', to: '/location' },
    showCfp && { label: 'Call for Speakers', to: '/cfp' },
    showSponsorship && { label: 'Sponsorship', to: '/sponsorship' },
  ];
  return links.filter((link): link is NavLinkItem => link !== false);
}
