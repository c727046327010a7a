import { capitalize, formatDate, formatTime } from '@/lib/format';
import type { AuditEntity, AuditEntry } from '@/lib/admin/audit-api';

export const ENTITY_LABELS: Record<AuditEntity, string> = {
  user: 'Users',
  speaker: 'Speakers',
  sponsor: 'Sponsors',
  news: 'News',
  settings: 'Settings',
  site_content: 'Site content',
  session: 'Sessions',
  proposal: 'Proposals',
  account: 'Account security',
  payment: 'Payments',
  review: 'Programme committee',
  room: 'Rooms',
};

const VALUE_MAX = 160;

/** 'Nov 17, 2025, 9:30 AM' in the venue's time zone. */
export function auditTime(iso: string): string {
  return `${formatDate(iso)}, ${formatTime(iso)}`;
}

/** 'upload_photo' -> 'Upload photo'. */
export function actionLabel(action: string): string {
  return capitalize(action.replace(/_/g, ' '));
}

/** A recorded value as one short line: markup and long texts shortened, empty values shown as an em dash. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  const text =
    typeof value === 'string'
      ? value
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
      : JSON.stringify(value);
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text || '—';
}

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** The fields the change touched, before and after (a create has only after, a delete only before). */
export function fieldChanges(entry: AuditEntry): FieldChange[] {
  return entry.changed_fields.map((field) => ({
    field,
    before: entry.before ? valueText(entry.before[field]) : '—',
    after: entry.after ? valueText(entry.after[field]) : '—',
  }));
}
