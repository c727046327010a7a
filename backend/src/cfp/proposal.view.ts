import type { Proposal } from '../generated/prisma/client.js';

/** A proposal as its speaker and the organisers see it. */
export function toProposalView(p: Proposal) {
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

export type ProposalView = ReturnType<typeof toProposalView>;
