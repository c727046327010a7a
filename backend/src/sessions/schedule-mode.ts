// Whether schedule edits are public at once (live) or kept in a draft until an organiser releases a version (release).
// A plain function over the settings row, so the sessions service can ask without depending on the settings module.
import type { Prisma } from '../generated/prisma/client.js';

export type ScheduleMode = 'live' | 'release';

/**
 * The schedule's mode. `lock` holds the settings row until the transaction ends: 'share' for a schedule edit (a
 * release or a mode switch waits for it, so an edit is either wholly draft or wholly live), 'update' for a release
 * or a switch.
 */
export async function scheduleMode(db: Prisma.TransactionClient, lock?: 'share' | 'update'): Promise<ScheduleMode> {
  const rows =
    lock === 'update'
      ? await db.$queryRaw<{ mode: string }[]>`SELECT schedule_mode::text AS mode FROM conference_settings WHERE id = 1 FOR UPDATE`
      : lock === 'share'
        ? await db.$queryRaw<{ mode: string }[]>`SELECT schedule_mode::text AS mode FROM conference_settings WHERE id = 1 FOR SHARE`
        : await db.$queryRaw<{ mode: string }[]>`SELECT schedule_mode::text AS mode FROM conference_settings WHERE id = 1`;
  return rows[0]?.mode === 'release' ? 'release' : 'live';
}
