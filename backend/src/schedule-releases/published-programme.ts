// The programme as the public may see it: the latest release's in release mode, the sessions tables' in live mode.
// Every public reader of sessions goes through here (the read model, calendar files and feeds, saved sessions,
// ratings), so nothing of a draft leaks.
//
// A release freezes the schedule (times, rooms, titles, which speakers and in what order), not the speakers'
// profiles: a renamed speaker or a new photo is public at once, as in live mode, so a released session's speakers are
// filled in from their current public profiles when served (a speaker deleted or hidden since is left out).
import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import { releasedProgramme, toSessionSpeaker, toSessionView, type SessionView } from '../sessions/session.view.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { LatestRelease } from '../sessions/latest-release.js';
import { scheduleMode } from '../sessions/schedule-mode.js';

type Db = Prisma.TransactionClient;

@Injectable()
export class PublishedProgramme {
  constructor(
    private readonly prisma: PrismaService,
    private readonly sessions: SessionsService,
    private readonly latest: LatestRelease,
  ) {}

  /** The public views of the programme, in list order; only those with these ids when given. */
  async views(db: Db = this.prisma, ids?: readonly number[]): Promise<SessionView[]> {
    if ((await scheduleMode(db)) === 'release') {
      const released = await this.latest.programme(db);
      if (released) {
        const wanted = ids && new Set(ids);
        return this.withCurrentSpeakers(db, wanted ? released.filter((s) => wanted.has(s.id)) : released);
      }
    }
    return (await this.sessions.list(db, ids)).map(toSessionView);
  }

  /** One session as release `number` published it; null when that release has no such session. */
  async inRelease(db: Db, number: number, id: number): Promise<SessionView | null> {
    const row = await db.scheduleRelease.findUnique({ where: { number }, select: { programme: true } });
    return (row && releasedProgramme(row.programme).find((s) => s.id === id)) ?? null;
  }

  /** The released speakers of each session (ids and order) with their profiles as public now: one query. */
  private async withCurrentSpeakers(db: Db, released: SessionView[]): Promise<SessionView[]> {
    const ids = [...new Set(released.flatMap((s) => s.speakers.map((speaker) => speaker.id)))];
    if (ids.length === 0) return released;
    const rows = await db.speaker.findMany({ where: { id: { in: ids }, display_on_public: true } });
    const current = new Map(rows.map((r) => [r.id, r]));
    return released.map((session) => ({
      ...session,
      speakers: session.speakers.flatMap((s) => {
        const now = current.get(s.id);
        return now ? [toSessionSpeaker(now, s.display_order)] : [];
      }),
    }));
  }
}
