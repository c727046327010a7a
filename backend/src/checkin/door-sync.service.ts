// A door's queue, sent at once when the network is back (issue 46): the scans made offline, in the order made, each
// answered as POST /api/checkin would have answered it alone (scan-record.ts), recorded in one transaction that reads
// their tickets, holders and first check-ins together: a door an hour offline is in sync in moments.
import { Injectable } from '@nestjs/common';
import { say } from '../i18n/error-text.js';
import type { Language } from '../i18n/languages.js';
import { PrismaService } from '../prisma/database.js';
import type { AuthUser } from '../views/auth-user.view.js';
import { CheckinService } from './checkin.service.js';
import { recordScans, type Scan, type SyncedScan } from './scan-record.js';

@Injectable()
export class DoorSync {
  constructor(
    private readonly prisma: PrismaService,
    private readonly checkin: CheckinService,
  ) {}

  async sync(helper: AuthUser, scans: Scan[], language: Language, now = new Date()): Promise<{ results: SyncedScan[] }> {
    await this.checkin.assertMayCheckIn(helper);
    const results = await this.prisma.$transaction((tx) => recordScans(tx, helper, scans, now), { timeout: 30_000, maxWait: 30_000 });
    // Every door and the console show the new count, once for the whole queue.
    if (results.some((r) => r.status === 200)) await this.checkin.countChanged();
    return {
      results: results.map((r) => ({ ...r, body: { ...r.body, detail: typeof r.body.detail === 'string' ? say(r.body.detail, language) : r.body.detail } })),
    };
  }
}
