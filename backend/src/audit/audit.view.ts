import { z } from 'zod';
import { dateTime, id } from '../views/fields.js';
import type { AuditEntry } from '../generated/prisma/client.js';
import { AUDIT_ENTITIES } from './audit.service.js';

type Json = Record<string, unknown> | null;

/** Top-level fields whose values differ between before and after (all of them for a create or delete). */
export function changedFields(before: Json, after: Json): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((key) => key !== 'version' && JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]));
}

const Snapshot = z.record(z.string(), z.unknown()).nullable();
export const AuditEntryView = z
  .object({
    id: id(),
    at: dateTime(),
    actor: z.object({ id: id().nullable(), email: z.string() }),
    action: z.string(),
    entity: z.enum(AUDIT_ENTITIES).meta({ id: 'AuditEntity' }),
    entity_id: z.string(),
    summary: z.string(),
    changed_fields: z.array(z.string()),
    before: Snapshot.meta({ description: 'The record before the change (null for a create).' }),
    after: Snapshot.meta({ description: 'The record after the change (null for a delete).' }),
  })
  .meta({ id: 'AuditEntry', description: 'One change recorded in the audit trail.' });
export type AuditEntryView = z.output<typeof AuditEntryView>;

export const AuditPageView = z
  .object({
    entries: z.array(AuditEntryView),
    next_before: id().nullable().meta({ description: 'Send as ?before= for the next (older) page; null on the last page.' }),
  })
  .meta({ id: 'AuditPage' });

export function toAuditView(entry: AuditEntry): AuditEntryView {
  const before = entry.before as Json;
  const after = entry.after as Json;
  return {
    id: entry.id,
    at: entry.created_at.toISOString(),
    actor: { id: entry.actor_id, email: entry.actor_email },
    action: entry.action,
    entity: entry.entity as AuditEntryView['entity'],
    entity_id: entry.entity_id,
    summary: entry.summary,
    changed_fields: changedFields(before, after),
    before,
    after,
  };
}
