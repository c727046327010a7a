// A proposal's status as people read it: the statuses, their names and their badge colours, for the organisers'
// console (call for speakers, committee, reviewers) and the speaker's own list alike.
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProposalStatus } from '@/types/api';
import { capitalize } from './format';

type Tone = 'yellow' | 'green' | 'red' | 'blue' | 'grey';

interface StatusInfo {
  /** Its name: each status its own. */
  label: MessageDescriptor;
  tone: Tone;
  /** The status whose name and colour the speaker's badge shows instead (spec). */
  speakerSees?: ProposalStatus;
}

// Spec: the speaker's badge shows approved_scheduled as 'Scheduled' and approved_unscheduled as 'Accepted', in green
// for accepted and approved_unscheduled, red for rejected, blue for scheduled, yellow otherwise (the organisers see a
// withdrawn proposal in grey).
const STATUS: Record<ProposalStatus, StatusInfo> = {
  pending: { label: msg`Pending`, tone: 'yellow' },
  accepted: { label: msg`Accepted`, tone: 'green' },
  rejected: { label: msg`Rejected`, tone: 'red' },
  scheduled: { label: msg`Scheduled`, tone: 'blue' },
  approved_scheduled: { label: msg`Approved scheduled`, tone: 'blue', speakerSees: 'scheduled' },
  approved_unscheduled: { label: msg`Approved unscheduled`, tone: 'green', speakerSees: 'accepted' },
  withdrawn: { label: msg`Withdrawn`, tone: 'grey' },
};

/** Every status a proposal can have, in the order the filters offer them. */
export const PROPOSAL_STATUSES = Object.keys(STATUS) as ProposalStatus[];

/** 'approved_scheduled' -> 'Approved scheduled' (organisers and reviewers); one this client does not know, capitalised. */
export function proposalStatusLabel(status: string): string {
  const known = STATUS[status as ProposalStatus];
  return known ? i18n._(known.label) : capitalize(status);
}

const speakerSees = (status: string): string => STATUS[status as ProposalStatus]?.speakerSees ?? status;

/** The speaker's badge: 'approved_scheduled' -> 'Scheduled', 'approved_unscheduled' -> 'Accepted'. */
export function speakerStatusLabel(status: ProposalStatus): string {
  return proposalStatusLabel(speakerSees(status));
}

export interface BadgeColours {
  bg: string;
  fg: string;
}

/** The organisers' chips: dark text on a light tint (MUI's filled warning/info chips fall below the contrast axe requires). */
const TINTS: Record<Tone, BadgeColours> = {
  yellow: { bg: '#fff4e5', fg: '#663c00' },
  green: { bg: '#e8f5e9', fg: '#1b5e20' },
  red: { bg: '#fdecea', fg: '#8a1c1c' },
  blue: { bg: '#e3f2fd', fg: '#0d47a1' },
  grey: { bg: '#f0f0f0', fg: '#424242' },
};

/** The speaker's badge: the spec's four colours, filled, in shades whose text passes WCAG AA contrast. */
const FILLS: Record<Exclude<Tone, 'grey'>, BadgeColours> = {
  yellow: { bg: '#ffe08a', fg: '#4a3800' },
  green: { bg: '#1b5e20', fg: '#ffffff' },
  red: { bg: '#b71c1c', fg: '#ffffff' },
  blue: { bg: '#0d47a1', fg: '#ffffff' },
};

const toneOf = (status: string): Tone => STATUS[status as ProposalStatus]?.tone ?? 'yellow';

/** A status chip's colours in the console: a light tint with dark text. */
export function proposalStatusTint(status: string): BadgeColours {
  return TINTS[toneOf(status)];
}

/** A status badge's colours in the speaker's area: filled, yellow for any status the spec gives no colour. */
export function speakerStatusFill(status: string): BadgeColours {
  const tone = toneOf(speakerSees(status));
  return tone === 'grey' ? FILLS.yellow : FILLS[tone];
}
