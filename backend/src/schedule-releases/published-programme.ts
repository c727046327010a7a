// The programme as the public may see it: the latest release's in release mode, the sessions tables' in live mode.
// Every public reader of sessions goes through here (the read model, calendar files and feeds, saved sessions), so
// nothing of a draft leaks.
import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import { toSessionView, type SessionView } from '../sessions/session.view.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { LatestRelease } from './latest-release.js';
import { scheduleMode } from './schedule-mode.js';

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
        return wanted ? released.filter((s) => wanted.has(s.id)) : released;
      }
    }
    return (await this.sessions.list(db, ids)).map(toSessionView);
  }
}
