import { formatDate, formatTime } from '@/lib/format';
import type { Proposal } from '../api/types';
import { t } from '@lingui/core/macro';

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
