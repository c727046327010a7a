// Colours of the calendar: light fills with dark text (readable at any size), a strong edge per session type.
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { capitalize } from '@/lib/format';
import type { SessionStatus, SessionType } from '../api/schedule-admin-api';

export interface TypeStyle {
  label: MessageDescriptor;
  fill: string;
  edge: string;
}

export const TYPE_STYLES: Record<SessionType, TypeStyle> = {
  talk: { label: msg`Talk`, fill: '#e3f0fd', edge: '#1565c0' },
  workshop: { label: msg`Workshop`, fill: '#e5f4e7', edge: '#2e7d32' },
  networking: { label: msg`Networking`, fill: '#f2e9f8', edge: '#7b1fa2' },
  break: { label: msg`Break`, fill: '#eeeeee', edge: '#616161' },
  keynote: { label: msg`Keynote`, fill: '#fdeee3', edge: '#c43e00' },
  panel: { label: msg`Panel`, fill: '#e0f4f4', edge: '#00796b' },
  presentation: { label: msg`Presentation`, fill: '#e8eaf6', edge: '#3949ab' },
};

/** The legend: the spec's four first, then the other types the server knows. */
export const LEGEND_TYPES: SessionType[] = ['talk', 'workshop', 'networking', 'break', 'keynote', 'panel', 'presentation'];

export const CLASH_STYLE = { fill: '#fff4e5', edge: '#c62828' };
export const CANCELLED_STYLE = { fill: '#f5f5f5', edge: '#9e9e9e', text: '#5f5f5f' };
/** Release mode's brown: the mode chip's text and the mark of a block changed since the last release. */
export const RELEASE_MODE_INK = '#663c00';

export function typeStyle(type: string | null | undefined): TypeStyle {
  return TYPE_STYLES[(type ?? 'talk') as SessionType] ?? TYPE_STYLES.talk;
}

const STATUS_LABELS: Record<SessionStatus, MessageDescriptor> = {
  scheduled: msg`Scheduled`,
  cancelled: msg`Cancelled`,
  completed: msg`Completed`,
};

/** A session type as the organisers read it: 'talk' -> 'Talk'. */
export function typeLabel(type: string | null | undefined): string {
  const known = TYPE_STYLES[type as SessionType];
  return known ? i18n._(known.label) : capitalize(type);
}

/** A session status as the organisers read it: 'scheduled' -> 'Scheduled'. */
export function statusLabel(status: string | null | undefined): string {
  const known = STATUS_LABELS[status as SessionStatus];
  return known ? i18n._(known) : capitalize(status);
}
