import { useGetNewsAvailabilityQuery, useGetSiteFlagsQuery } from '@/lib/public/public-api';
import { useLingui } from '@lingui/react/macro';

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
  const { t } = useLingui();
  const flags = useGetSiteFlagsQuery();
  const news = useGetNewsAvailabilityQuery();

  const known = !flags.isError ? flags.data : undefined;
  const links: (NavLinkItem | false)[] = [
    { label: t`Home`, to: '/' },
    { label: t`About`, to: '/about' },
    { label: t`Speakers`, to: '/speakers' },
    known?.has_sessions === true && { label: t`Schedule`, to: '/schedule' },
    news.data === true && { label: t`News`, to: '/news' },
    { label: t`Venue`, to: '/location' },
    known?.accepting_cfp === true && { label: t({ message: 'Call for Speakers', context: 'navigation' }), to: '/cfp' },
    known?.accepting_sponsors === true && { label: t`Sponsorship`, to: '/sponsorship' },
  ];
  return links.filter((link): link is NavLinkItem => link !== false);
}
