// How a recorded session change reads in its history: venue times, speaker names, short texts.
import { capitalize } from '@/lib/format';
import type { AuditEntry } from '@/lib/admin/audit-api';
import { venueMoment } from '../../model/session-form-values';

export interface HistoryChange {
  field: string;
  before: string;
  after: string;
}

/** In the order a change is listed. */
const LABELS: Record<string, string> = {
  startTime: 'Start',
  endTime: 'End',
  room: 'Room',
  title: 'Title',
  description: 'Description',
  track: 'Track',
  type: 'Type',
  status: 'Status',
  capacity: 'Capacity',
  speakers: 'Speakers',
};
/** Derived from startTime and endTime, which are shown instead. */
const DERIVED = new Set(['date', 'time', 'duration', 'version']);
const TEXT_MAX = 120;

const ACTIONS: Record<string, string> = { create: 'Created', update: 'Edited', move: 'Moved', delete: 'Deleted' };

export function historyAction(action: string): string {
  return ACTIONS[action] ?? capitalize(action.replace(/_/g, ' '));
}

function show(field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return field === 'capacity' ? 'none' : '—';
  if (field === 'startTime' || field === 'endTime') return venueMoment(String(value));
  if (field === 'speakers' && Array.isArray(value)) {
    const names = [...(value as { name?: string; display_order?: number }[])]
      .sort((a, b) => (a.display_order ?? 0) - (b.display_order ?? 0))
      .map((s) => s.name ?? '?');
    return names.join(', ') || 'none';
  }
  if (field === 'status' || field === 'type') return capitalize(String(value));
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
    .map((field) => ({ field: LABELS[field] ?? field, before: show(field, entry.before?.[field]), after: show(field, entry.after?.[field]) }));
}
