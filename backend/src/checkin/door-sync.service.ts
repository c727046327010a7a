// A door's queue, sent at once when the network is back (issue 46): the scans made offline, in the order made, each
// recorded as if it had been sent alone (POST /api/checkin): the first scan of a ticket lets its holder in, a later
// one, from this door or another, is recorded as a repeat. One request instead of one per scan, so a door that was
// offline for an hour is in sync within seconds; each scan still has its own transaction, and its own answer.
import { HttpException, Injectable } from '@nestjs/common';
import { say, type Text } from '../i18n/error-text.js';
import type { Language } from '../i18n/languages.js';
import type { AuthUser } from '../views/auth-user.view.js';
import { CheckinService, type Scan } from './checkin.service.js';

export interface SyncedScan {
  /** 200: let in; 404 or 409: refused, with the same body as POST /api/checkin answers. */
  status: number;
  body: Record<string, unknown>;
}

@Injectable()
export class DoorSync {
  constructor(private readonly checkin: CheckinService) {}

  async sync(helper: AuthUser, scans: Scan[], language: Language): Promise<{ results: SyncedScan[] }> {
    await this.checkin.assertMayCheckIn(helper);
    const results: SyncedScan[] = [];
    for (const scan of scans) {
      try {
        results.push({ status: 200, body: await this.checkin.scan(helper, scan) });
      } catch (error) {
        if (!(error instanceof HttpException) || ![404, 409].includes(error.getStatus())) throw error;
        const body = error.getResponse() as { detail: Text } & Record<string, unknown>;
        results.push({ status: error.getStatus(), body: { ...body, detail: say(body.detail, language) } });
      }
    }
    return { results };
  }
}
