// Colours of the calendar: light fills with dark text (readable at any size), a strong edge per session type.
import type { SessionType } from '../api/schedule-admin-api';

export interface TypeStyle {
  label: string;
  fill: string;
  edge: string;
}

export const TYPE_STYLES: Record<SessionType, TypeStyle> = {
  talk: { label: 'Talk', fill: '#e3f0fd', edge: '#1565c0' },
  workshop: { label: 'Workshop', fill: '#e5f4e7', edge: '#2e7d32' },
  networking: { label: 'Networking', fill: '#f2e9f8', edge: '#7b1fa2' },
  break: { label: 'Break', fill: '#eeeeee', edge: '#616161' },
  keynote: { label: 'Keynote', fill: '#fdeee3', edge: '#c43e00' },
  panel: { label: 'Panel', fill: '#e0f4f4', edge: '#00796b' },
  presentation: { label: 'Presentation', fill: '#e8eaf6', edge: '#3949ab' },
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
