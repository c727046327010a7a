// The audit trail: every admin change is written in the same transaction as the change itself, so the trail can
// neither miss a change nor record one that was rolled back. Admins' open consoles are told after the commit.
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user.js';
import { DomainEvents } from '../events/domain-events.js';
import { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';

export type AuditEntity = 'user' | 'speaker' | 'sponsor' | 'news' | 'settings' | 'site_content' | 'session' | 'proposal';
type Tx = Prisma.TransactionClient;

export interface AuditRecord {
  actor: Pick<AuthUser, 'id' | 'email'>;
  entity: AuditEntity;
  entityId: number | string;
  /** create, update, delete, or a named command (promote, review, ...). Derived from before/after when absent. */
  action?: string;
  /** One line for people, e.g. "Speaker 'Ada Lovelace'". */
  summary: string;
  /** The record as the admin API shows it; null when created. Secrets must already be left out. */
  before: unknown;
  /** The record afterwards; null when deleted. */
  after: unknown;
}

export interface Change<T> {
  result: T;
  record: Omit<AuditRecord, 'actor' | 'entity'>;
}

/** Dates become ISO strings and undefined disappears, as in any JSON the API sends. */
function asJson(value: unknown): Prisma.InputJsonValue | typeof Prisma.DbNull {
  if (value === null || value === undefined) return Prisma.DbNull;
  return JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;
}

function actionOf(record: Pick<AuditRecord, 'action' | 'before' | 'after'>): string {
  if (record.action) return record.action;
  if (record.before == null) return 'create';
  if (record.after == null) return 'delete';
  return 'update';
}

@Injectable()
export class AuditService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly events: DomainEvents,
  ) {}

  /** Writes an entry inside the caller's transaction; call committed() once it has committed. */
  async add(tx: Tx, record: AuditRecord): Promise<void> {
    await tx.auditEntry.create({
      data: {
        actor_id: record.actor.id,
        actor_email: record.actor.email,
        action: actionOf(record),
        entity: record.entity,
        entity_id: String(record.entityId),
        summary: record.summary,
        before: asJson(record.before),
        after: asJson(record.after),
      },
    });
  }

  committed(entities: AuditEntity[]): void {
    this.events.emit('audit.recorded', { entities: [...new Set(entities)] });
  }

  /** Runs `work` and records what it reports in one transaction. */
  async change<T>(actor: AuditRecord['actor'], entity: AuditEntity, work: (tx: Tx) => Promise<Change<T>>): Promise<T> {
    const result = await this.prisma.$transaction(async (tx) => {
      const { result, record } = await work(tx);
      await this.add(tx, { ...record, actor, entity });
      return result;
    });
    this.committed([entity]);
    return result;
  }
}
