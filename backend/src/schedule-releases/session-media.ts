// A public session's stream, recording and map: read as they are now, in either schedule mode, like seats (a release
// freezes the schedule, not where its recordings are or which room is streamed): a recording link added after the
// talk shows at once, without a release.
import type { Prisma } from '../generated/prisma/client.js';
import { roomMedia } from '../rooms/room-media.js';
import type { SessionRow, SessionView } from '../sessions/session.view.js';

type Db = Prisma.TransactionClient;
type Recording = Pick<SessionView, 'recording_url' | 'do_not_record' | 'recording_optout'>;

/**
 * Fills in each view's recording (from `live` rows when at hand, else read: one query) and its room's stream and
 * place on a map (one query).
 */
export async function withMedia(db: Db, views: readonly SessionView[], live?: readonly SessionRow[]): Promise<(view: SessionView) => SessionView> {
  if (views.length === 0) return (view) => view;
  const room = await roomMedia(db);
  const recordings = live ? null : await recordingsOf(db, views);
  return (view) => ({ ...view, ...(recordings?.get(view.id) ?? {}), ...room(view.room) });
}

async function recordingsOf(db: Db, views: readonly SessionView[]): Promise<Map<number, Recording>> {
  const rows = await db.session.findMany({
    where: { id: { in: views.map((v) => v.id) } },
    select: { id: true, recording_url: true, do_not_record: true, speakers: { select: { speaker: { select: { recording_consent: true } } } } },
  });
  return new Map(
    rows.map((r) => [
      r.id,
      {
        recording_url: r.recording_url,
        do_not_record: r.do_not_record,
        recording_optout: r.do_not_record || r.speakers.some((s) => s.speaker.recording_consent === false),
      },
    ]),
  );
}
