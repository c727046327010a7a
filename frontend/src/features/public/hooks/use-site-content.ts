import { config } from '@/lib/config';
import { useGetSiteContentQuery } from '@/lib/public/public-api';

/** The external ticket shop: the organisers' setting, or the build's default until it has loaded. */
export function useTicketUrl(): string {
  const { data } = useGetSiteContentQuery();
  return data?.ticket_url ?? config.ticketUrl;
}
