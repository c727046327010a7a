import { formatDate, formatTime } from '@/lib/format';
import type { Proposal, ProposalStatus } from '../api/types';
import { t } from '@lingui/core/macro';

/** Spec: approved_scheduled shows 'Scheduled', approved_unscheduled 'Accepted', others capitalised. */
export function statusLabel(status: ProposalStatus): string {
  switch (status) {
    case 'pending':
      return t`Pending`;
    case 'accepted':
    case 'approved_unscheduled':
      return t`Accepted`;
    case 'rejected':
      return t`Rejected`;
    case 'scheduled':
    case 'approved_scheduled':
      return t`Scheduled`;
    case 'withdrawn':
      return t`Withdrawn`;
  }
}

/** Spec colours (green, red, blue, yellow), in shades whose text passes WCAG AA contrast. */
export function statusColours(status: ProposalStatus): { bg: string; fg: string } {
  switch (status) {
    case 'accepted':
    case 'approved_unscheduled':
      return { bg: '#1b5e20', fg: '#ffffff' };
    case 'rejected':
      return { bg: '#b71c1c', fg: '#ffffff' };
    case 'scheduled':
    case 'approved_scheduled':
      return { bg: '#0d47a1', fg: '#ffffff' };
    default:
      return { bg: '#ffe08a', fg: '#4a3800' };
  }
}

export const isScheduled = (p: Pick<Proposal, 'status'>) => p.status === 'scheduled' || p.status === 'approved_scheduled';

/** Accepted or scheduled: the speaker is asked to confirm the talk. */
export const canConfirm = (p: Pick<Proposal, 'status'>) => p.status === 'accepted' || p.status === 'approved_unscheduled' || isScheduled(p);

/** The server lets a speaker take a proposal back until it is scheduled. */
export const canWithdraw = (p: Pick<Proposal, 'status'>) => p.status === 'pending' || p.status === 'accepted' || p.status === 'approved_unscheduled';

export const isDecided = (p: Pick<Proposal, 'status'>) => p.status !== 'pending';

/** 'Nov 17, 2025 9:30 AM' in the venue zone, or 'TBA'. */
export function scheduledWhen(p: Pick<Proposal, 'scheduled_time'>): string {
  return p.scheduled_time ? `${formatDate(p.scheduled_time)} ${formatTime(p.scheduled_time)}` : t`TBA`;
}

export const ABSTRACT_PREVIEW = 100;

export function abstractPreview(text: string): string {
  return text.length > ABSTRACT_PREVIEW ? `${text.slice(0, ABSTRACT_PREVIEW).trimEnd()}…` : text;
}
