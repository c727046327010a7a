// The audit trail: every admin change is written in the same transaction as the change itself, so the trail can
// neither miss a change nor record one that was rolled back. Admins' open consoles are told after the commit.
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { Changes, type Announce } from '../events/changes.service.js';
import { Prisma, type AuditEntry } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';

export const AUDIT_ENTITIES = [
  'user',
  'speaker',
  'sponsor',
  'news',
  'settings',
  'site_content',
  'session',
  'proposal',
  'account',
  'payment',
  'review',
  'room',
  'mailing',
  'edition',
] as const;
/** `account` holds security events: failed sign-ins, lockouts, refresh-token reuse, password and e-mail changes. */
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
type Tx = Prisma.TransactionClient;

export interface AuditRecord {
  /** Who did it; `id` null for someone not signed in (a failed sign-in, a replayed token). */
  actor: { id: AuthUser['id'] | null; email: string };
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
    private readonly changes: Changes,
    private readonly prisma: PrismaService,
  ) {}

  /** A page of the trail, newest first, after the entry `beforeId` when given; `next_before` continues it. */
  async page(
    filter: { entity?: AuditEntity; entityId?: string; beforeId?: number },
    limit: number,
  ): Promise<{ entries: AuditEntry[]; next_before: number | null }> {
    const rows = await this.prisma.auditEntry.findMany({
      where: { entity: filter.entity, entity_id: filter.entityId, id: filter.beforeId ? { lt: filter.beforeId } : undefined },
      orderBy: { id: 'desc' },
      take: limit + 1,
    });
    const page = rows.slice(0, limit);
    return { entries: page, next_before: rows.length > limit ? page[page.length - 1].id : null };
  }

  /** Writes an entry inside the caller's transaction; admins' consoles are told once it commits. */
  async add(tx: Tx, record: AuditRecord, announce: Announce): Promise<void> {
    await this.write(tx, record, announce);
  }

  /** As add, answering the entry's id (for records that point at it). */
  async write(tx: Tx, record: AuditRecord, announce: Announce): Promise<number> {
    const entry = await tx.auditEntry.create({
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
      select: { id: true },
    });
    announce('audit.recorded', { entities: [record.entity] });
    return entry.id;
  }

  /** Runs `work` and records what it reports in one transaction; what `work` announces follows the commit. */
  change<T>(actor: AuditRecord['actor'], entity: AuditEntity, work: (tx: Tx, announce: Announce) => Promise<Change<T>>): Promise<T> {
    return this.changes.commit(async (tx, announce) => {
      const { result, record } = await work(tx, announce);
      await this.add(tx, { ...record, actor, entity }, announce);
      return result;
    });
  }
}
