import { z } from 'zod';
import { dateTime, id } from './fields.js';
import type { Proposal } from '../generated/prisma/client.js';
import { ProposalStatus } from '../generated/prisma/enums.js';

/** The statuses in which a speaker confirms they will give the talk (and is reminded until they have). */
export const CONFIRMABLE_STATUSES = ['accepted', 'approved_unscheduled', 'approved_scheduled', 'scheduled'] as const satisfies readonly ProposalStatus[];

export const ProposalStatusView = z.enum(ProposalStatus).meta({ id: 'ProposalStatus' });
export const ProposalView = z
  .object({
    id: id(),
    title: z.string(),
    abstract: z.string(),
    presentation_type: z
      .string()
      .meta({ description: "The call's types (technology_application, technology_spotlight, research_output) or a speaker's (talk, workshop, panel)." }),
    status: ProposalStatusView,
    speaker_name: z.string(),
    speaker_bio: z.string(),
    speaker_position: z.string(),
    email: z.string(),
    organization: z.string(),
    session_id: id().nullable(),
    scheduled_time: dateTime().nullable(),
    scheduled_room: z.string().nullable(),
    review_notes: z.string().nullable(),
    reviewed_at: dateTime().nullable(),
    confirmed_at: dateTime().nullable(),
    created_at: dateTime(),
  })
  .meta({ id: 'Proposal', description: 'A proposal as its speaker and the organisers see it.' });
export type ProposalView = z.output<typeof ProposalView>;

/** A proposal as its speaker and the organisers see it. */
export function toProposalView(p: Proposal): ProposalView {
  return {
    id: p.id,
    title: p.title,
    abstract: p.abstract,
    presentation_type: p.presentation_type,
    status: p.status,
    speaker_name: p.speaker_name,
    speaker_bio: p.speaker_bio,
    speaker_position: p.speaker_position,
    email: p.email,
    organization: p.organization,
    session_id: p.session_id,
    scheduled_time: p.scheduled_time?.toISOString() ?? null,
    scheduled_room: p.scheduled_room,
    review_notes: p.review_notes,
    reviewed_at: p.reviewed_at?.toISOString() ?? null,
    confirmed_at: p.confirmed_at?.toISOString() ?? null,
    created_at: p.created_at.toISOString(),
  };
}
