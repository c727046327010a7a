// How a recorded session change reads in its history: venue times, speaker names, short texts.
import { capitalize } from '@/lib/format';
import type { AuditEntry } from '@/lib/admin/audit-api';
import { venueMoment } from '../../model/session-form-values';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { statusLabel, typeLabel } from '../session-style';

export interface HistoryChange {
  field: string;
  before: string;
  after: string;
}

/** In the order a change is listed. */
const LABELS: Record<string, MessageDescriptor> = {
  startTime: msg`Start`,
  endTime: msg`End`,
  room: msg`Room`,
  title: msg`Title`,
  description: msg`Description`,
  track: msg`Track`,
  type: msg`Type`,
  status: msg`Status`,
  capacity: msg`Capacity`,
  speakers: msg`Speakers`,
};
/** Derived from startTime and endTime, which are shown instead. */
const DERIVED = new Set(['date', 'time', 'duration', 'version']);
const TEXT_MAX = 120;

const ACTIONS: Record<string, MessageDescriptor> = { create: msg`Created`, update: msg`Edited`, move: msg`Moved`, delete: msg`Deleted` };

export function historyAction(action: string): string {
  const known = ACTIONS[action];
  return known ? i18n._(known) : capitalize(action.replace(/_/g, ' '));
}

function show(field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return field === 'capacity' ? t`none` : '—';
  if (field === 'startTime' || field === 'endTime') return venueMoment(String(value));
  if (field === 'speakers' && Array.isArray(value)) {
    const names = [...(value as { name?: string; display_order?: number }[])]
      .sort((a, b) => (a.display_order ?? 0) - (b.display_order ?? 0))
      .map((s) => s.name ?? '?');
    return names.join(', ') || t`none`;
  }
  if (field === 'status') return statusLabel(String(value));
  if (field === 'type') return typeLabel(String(value));
  const text = typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : JSON.stringify(value);
  return text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX - 1)}…` : text;
}

/** The fields an edit or move changed, before and after. A create or delete lists none. */
export function historyChanges(entry: AuditEntry): HistoryChange[] {
  if (!entry.before || !entry.after) return [];
  const order = Object.keys(LABELS);
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return entry.changed_fields
    .filter((field) => !DERIVED.has(field))
    .sort((a, b) => rank(a) - rank(b))
    .map((field) => ({
      field: LABELS[field] ? i18n._(LABELS[field]) : field,
      before: show(field, entry.before?.[field]),
      after: show(field, entry.after?.[field]),
    }));
}
