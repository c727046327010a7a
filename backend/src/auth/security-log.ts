// Security events go to the audit trail under the `account` entity, so organisers see guessing, lockouts, replayed
// tokens and password changes beside every other change, live in the console.
import { Injectable } from '@nestjs/common';
import { AuditService, type AuditRecord } from '../audit/audit.service.js';
import { Changes, type Announce } from '../events/changes.service.js';
import type { Prisma } from '../generated/prisma/client.js';

export type SecurityAction =
  | 'sign_in_failed'
  | 'locked_out'
  | 'token_reuse'
  | 'password_changed'
  | 'password_reset'
  | 'password_reset_requested'
  | 'email_change_requested'
  | 'email_confirmed'
  | 'signed_out_everywhere';

export interface SecurityEvent {
  action: SecurityAction;
  /** The account concerned: its id when it exists, and the address it was addressed by. */
  account: { id: number | null; email: string };
  /** Who did it, when signed in; anonymous otherwise. */
  actor?: AuditRecord['actor'];
  summary: string;
}

export const ANONYMOUS = { id: null, email: 'anonymous' } as const;

@Injectable()
export class SecurityLog {
  constructor(
    private readonly changes: Changes,
    private readonly audit: AuditService,
  ) {}

  /** Records the event in a transaction of its own (nothing else changes with it). */
  async record(event: SecurityEvent): Promise<void> {
    await this.changes.commit((tx, announce) => this.add(tx, announce, event));
  }

  /** Records the event inside the caller's transaction. */
  add(tx: Prisma.TransactionClient, announce: Announce, event: SecurityEvent): Promise<void> {
    return this.audit.add(
      tx,
      {
        actor: event.actor ?? ANONYMOUS,
        entity: 'account',
        entityId: event.account.id ?? event.account.email,
        action: event.action,
        summary: event.summary,
        before: null,
        after: { email: event.account.email },
      },
      announce,
    );
  }
}
