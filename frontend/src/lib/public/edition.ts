// Which edition the site is about (issue 29): its year is that of its first day in the settings (event_starts_on),
// so the next edition's dates change every "2025" the pages say.
import { useGetConferenceSettingsQuery } from './public-api';

/** The spec's edition, said until the settings arrive (the server-rendered home page has them from the start). */
const SPEC_EDITION_YEAR = '2025';

/** '2025': the year of the edition's first day. */
export function useEditionYear(): string {
  const { data } = useGetConferenceSettingsQuery();
  return data?.event_starts_on.slice(0, 4) ?? SPEC_EDITION_YEAR;
}
