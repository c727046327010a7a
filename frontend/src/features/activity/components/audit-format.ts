import { capitalize, formatDate, formatTime } from '@/lib/format';
import type { AuditEntity, AuditEntry } from '@/lib/admin/audit-api';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const ENTITY_LABELS: Record<AuditEntity, MessageDescriptor> = {
  user: msg`Users`,
  speaker: msg`Speakers`,
  sponsor: msg`Sponsors`,
  news: msg`News`,
  settings: msg`Settings`,
  site_content: msg`Site content`,
  session: msg`Sessions`,
  proposal: msg`Proposals`,
  account: msg`Account security`,
  payment: msg`Payments`,
  review: msg`Programme committee`,
  room: msg`Rooms`,
  mailing: msg`Mail to speakers`,
  edition: msg`Editions`,
};

const VALUE_MAX = 160;

/** 'Nov 17, 2025, 9:30 AM' in the venue's time zone. */
export function auditTime(iso: string): string {
  return `${formatDate(iso)}, ${formatTime(iso)}`;
}

const ACTION_LABELS: Record<string, MessageDescriptor> = {
  create: msg`Create`,
  update: msg`Update`,
  delete: msg`Delete`,
  move: msg`Move`,
  assign: msg`Assign`,
  unassign: msg`Unassign`,
  promote: msg`Promote`,
  release: msg`Release`,
  review: msg`Review`,
  reviewer: msg`Reviewer`,
  set_capacity: msg`Set capacity`,
  upload_photo: msg`Upload photo`,
  email_change_requested: msg`Email change requested`,
  email_confirmed: msg`Email confirmed`,
  locked_out: msg`Locked out`,
  password_changed: msg`Password changed`,
  password_reset: msg`Password reset`,
  password_reset_requested: msg`Password reset requested`,
  sign_in_failed: msg`Sign in failed`,
  signed_out_everywhere: msg`Signed out everywhere`,
  token_reuse: msg`Token reuse`,
  undo: msg`Undo`,
  redo: msg`Redo`,
  mode: msg`Mode`,
};

/** 'upload_photo' -> 'Upload photo'. */
export function actionLabel(action: string): string {
  const known = Object.hasOwn(ACTION_LABELS, action) ? ACTION_LABELS[action] : undefined;
  return known ? i18n._(known) : capitalize(action.replace(/_/g, ' '));
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
