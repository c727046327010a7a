import { Link as RouterLink } from 'react-router-dom';
import { config } from '@/lib/config';
import { useGetSiteContentQuery } from '@/lib/public/public-api';

/**
 * Where "Register Now" leads (issue 29): the platform's own registration (then payment), unless organisers set an
 * external ticket shop's address in the site content, which opens in a new tab. Props for a MUI Button or Link.
 */
export function useTicketLink() {
  const { data } = useGetSiteContentQuery();
  const external = (data ? data.ticket_url : config.ticketUrl).trim();
  return external
    ? ({ component: 'a', href: external, target: '_blank', rel: 'noopener noreferrer', external: true } as const)
    : ({ component: RouterLink, to: '/register', external: false } as const);
}
