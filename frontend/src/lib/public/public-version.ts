import { publicVersions } from './public-delta';

/** How current this page's public data is (public-delta.ts): one for the page, fed by every public list it loads. */
export const publicVersion = publicVersions();

/** A public list arrived, loaded at this version (X-Public-Version). */
export function notePublicVersion(header: string | null | undefined) {
  const version = Number(header);
  if (!header || !Number.isInteger(version)) return;
  publicVersion.loaded(version);
}

/** Options of every public list endpoint: tagged 'Public' (a full reload only), its version noted on arrival. */
export const livePublicQuery = {
  providesTags: ['Public' as const],
  async onQueryStarted(_arg: unknown, { queryFulfilled }: { queryFulfilled: Promise<{ meta?: unknown }> }) {
    try {
      const { meta } = await queryFulfilled;
      notePublicVersion((meta as { response?: Response } | undefined)?.response?.headers.get('x-public-version'));
    } catch {
      // A failed load holds no data to keep current.
    }
  },
};
