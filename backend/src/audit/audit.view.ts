import type { AuditEntry } from '../generated/prisma/client.js';

type Json = Record<string, unknown> | null;

/** Top-level fields whose values differ between before and after (all of them for a create or delete). */
export function changedFields(before: Json, after: Json): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((key) => key !== 'version' && JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]));
}

export function toAuditView(entry: AuditEntry) {
  const before = entry.before as Json;
  const after = entry.after as Json;
  return {
    id: entry.id,
    at: entry.created_at.toISOString(),
    actor: { id: entry.actor_id, email: entry.actor_email },
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entity_id,
    summary: entry.summary,
    changed_fields: changedFields(before, after),
    before,
    after,
  };
}
