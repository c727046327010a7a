/*
 * How current this page's public data is. `held`: the version every cached public list is known to be current to
 * (the lowest version any of them was loaded at, or caught up to). `latest`: the newest version the server has
 * announced (hello, pushes). When latest is ahead of held, the page asks for the changes in between.
 */
let held: number | null = null;
let latest = 0;
let behind: () => void = () => {};

export const publicVersion = {
  get held() {
    return held;
  },
  get latest() {
    return latest;
  },
  /** Everything cached is current to `version` (a push applied, a catch-up done), or unknown (null). */
  set(version: number | null) {
    held = version;
  },
  announced(version: number) {
    latest = Math.max(latest, version);
  },
  /** Called whenever the page may be behind. */
  onBehind(listener: () => void) {
    behind = listener;
  },
  check() {
    if (held !== null && latest > held) behind();
  },
};

/** A public list arrived, loaded at this version (X-Public-Version). */
export function notePublicVersion(header: string | null | undefined) {
  const version = Number(header);
  if (!header || !Number.isInteger(version)) return;
  held = held === null ? version : Math.min(held, version);
  publicVersion.announced(version);
  publicVersion.check();
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
