// The latest release's programme, read once per release: the public programme (release mode) is it, and the
// organisers' calendar marks what the draft changed since (`unreleased`), on every request. The sessions module owns it
// (the draft is its tables) and exports it to the releases module: one cache for both.
import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import type { ChangeKind } from './schedule-changes.js';
import { releasedProgramme, type SessionView } from './session.view.js';
import { changeKindsById } from './release-changelog.js';
import { scheduleMode } from './schedule-mode.js';

@Injectable()
export class LatestRelease {
  /** Releases never change once made: the latest one's programme is kept by its id. */
  private cached?: { id: number; views: SessionView[] };

  constructor(private readonly prisma: PrismaService) {}

  /** The latest release's programme, or null before the first release (one small query once it is cached). */
  async programme(db: Prisma.TransactionClient = this.prisma): Promise<SessionView[] | null> {
    const head = await db.scheduleRelease.findFirst({ orderBy: { number: 'desc' }, select: { id: true } });
    if (!head) return null;
    if (this.cached?.id !== head.id) {
      const row = await db.scheduleRelease.findUniqueOrThrow({ where: { id: head.id }, select: { programme: true } });
      this.cached = { id: head.id, views: releasedProgramme(row.programme) };
    }
    return this.cached.views;
  }

  /**
   * Release mode: how each of these draft sessions differs from the latest release, as the draft's changelog names it
   * (one comparison for all of them); nothing is unreleased in live mode.
   */
  async unreleased(db: Prisma.TransactionClient, draft: readonly SessionView[]): Promise<ReadonlyMap<number, ChangeKind[]>> {
    if ((await scheduleMode(db)) !== 'release') return new Map();
    return changeKindsById((await this.programme(db)) ?? [], draft);
  }
}
