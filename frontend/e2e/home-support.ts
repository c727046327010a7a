// Shared by the home page specs: response shapes, API reads, console watching and page helpers.
import { expect, type APIRequestContext, type Page } from './fixtures';
import { adminHeaders } from './helpers';
import { openPage } from './page-checks';

export interface Speaker {
  id: number;
  name: string;
}
export interface Sponsor {
  id: number;
  name: string;
  website?: string | null;
  logo_url?: string | null;
  tier: string;
}
export interface News {
  id: number;
  title: string;
  content: string;
  featured?: boolean;
  published_date?: string | null;
}
export interface Video {
  video_id: string;
  title: string;
  description?: string | null;
  video_url: string;
}
export interface SiteContent {
  product_name: string;
  notice: string | null;
  ticket_url: string;
  hero: { date_label: string; tagline: string };
  why_join: string[];
  venue: { name: string; address: string; maps_url: string };
  calls: { cfp_closes: string; sponsors_closes: string };
  testimonials: { quote: string; name: string; linkedInUrl: string }[];
  documents: { programme_2024_pdf: string };
  recap_2024: { photos: { url: string; alt: string }[]; previous_sponsors: { name: string; logo_url: string }[] };
}

export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), `${path} answers`).toBe(true);
  return (await res.json()) as T;
}

export const siteContent = (request: APIRequestContext) => getJson<SiteContent>(request, '/public/site-content');
export const speakersOf = (request: APIRequestContext) => getJson<Speaker[]>(request, '/public/speakers?limit=1000');
export const sponsorsOf = (request: APIRequestContext) => getJson<Sponsor[]>(request, '/public/sponsors?limit=1000');
export const newsOf = async (request: APIRequestContext) => (await getJson<{ news: News[] }>(request, '/public/news')).news;

export { watchConsole } from './page-checks';

export const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name, exact: typeof name === 'string' });

/** Opens the home page, rendered by the server, and waits until its code runs. */
export async function gotoHome(page: Page) {
  await openPage(page, '/');
  // The last section has rendered its list: everything above it has had its data too.
  await expect(page.getByTestId('session-card').first()).toBeVisible();
}

export async function setCalls(request: APIRequestContext, data: { accepting_cfp?: boolean; accepting_sponsors?: boolean }) {
  const res = await request.patch('/api/admin/conference-settings', { headers: await adminHeaders(request), data });
  expect(res.ok(), 'settings saved').toBe(true);
}

/** The home order of spec section 2, by h2. */
export function expectedHeadings(content: SiteContent) {
  return [
    'Why Join Us?',
    'Join Us in 2025',
    'Latest News',
    'What Attendees Say',
    'Featured Speakers',
    'Our Sponsors',
    'Our Partners',
    'Featured Conference Videos',
    `${content.product_name} 2024`,
    'Conference Sessions',
  ];
}
