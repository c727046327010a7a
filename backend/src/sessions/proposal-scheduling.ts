// Scheduling an accepted proposal as a session: the proposer becomes the session's speaker, goes public on the
// speakers page and is told of the slot. In live mode all of it happens at once. In release mode the session is only a
// draft: the release that first publishes it makes the speaker public (publishProposalSpeakers) and tells them
// (announceScheduled in schedule-releases.service.ts), so the public site never shows a speaker whose talk is not
// public yet, nor a speaker a slot that never was.
import { ConflictException } from '@nestjs/common';
import { fieldError } from '../http/api-error.js';
import type { Announce, Tx } from '../events/changes.service.js';
import { text } from '../i18n/error-text.js';

export type SchedulableProposal = { id: number; speakerId: number | null };

/** An accepted, not yet scheduled proposal, locked for this transaction; its proposer's speaker profile if any. */
export async function lockSchedulableProposal(tx: Tx, id: number): Promise<SchedulableProposal> {
  const rows = await tx.$queryRaw<{ id: number; status: string; user_id: number | null }[]>`
    SELECT id, status::text AS status, user_id FROM proposals WHERE id = ${id} FOR UPDATE`;
  if (rows.length === 0) throw fieldError('body', 'proposal_id', text(/*i18n*/ 'unknown proposal {id}', { id }));
  const [proposal] = rows;
  if (proposal.status !== 'accepted' && proposal.status !== 'approved_unscheduled') {
    throw new ConflictException(text(/*i18n*/ 'A proposal that is {status} cannot be scheduled', { status: proposal.status }));
  }
  const speaker = proposal.user_id ? await tx.speaker.findUnique({ where: { user_id: proposal.user_id }, select: { id: true } }) : null;
  return { id: proposal.id, speakerId: speaker?.id ?? null };
}

/** These speakers appear on the public speakers page (and on their sessions). */
export async function showSpeakers(tx: Tx, announce: Announce, ids: number[]) {
  if (ids.length === 0) return;
  await tx.speaker.updateMany({ where: { id: { in: ids } }, data: { display_on_public: true } });
  announce('speakers.changed', { ids });
}

/**
 * Links the proposal to its new session. Live mode: the proposal records the slot and its speaker is told. Release
 * mode: the slot is a draft, recorded and told by the release that publishes the session.
 */
export async function recordScheduled(
  tx: Tx,
  announce: Announce,
  proposal: SchedulableProposal,
  session: { id: number; start_time: Date; room: string },
  draft: boolean,
) {
  const slot = draft ? { scheduled_time: null, scheduled_room: null } : { scheduled_time: session.start_time, scheduled_room: session.room };
  await tx.proposal.update({ where: { id: proposal.id }, data: { status: 'approved_scheduled', session_id: session.id, ...slot } });
  if (!draft) announce('proposal.decided', { proposalId: proposal.id, decision: 'scheduled' });
}

/**
 * Release mode, before a release's programme is made: the proposers of scheduled proposals whose session (in the draft,
 * not removed) the release publishes for the first time, and who are still among its speakers, go public with it,
 * so the released session lists them. A session removed before any release leaves its speaker as they were.
 */
export async function publishProposalSpeakers(tx: Tx, announce: Announce, releasedIds: readonly number[]) {
  const proposals = await tx.proposal.findMany({
    where: { status: 'approved_scheduled', user_id: { not: null }, session: { draft_removed_at: null, id: { notIn: [...releasedIds] } } },
    select: { user_id: true, session: { select: { speakers: { select: { speaker: { select: { id: true, user_id: true, display_on_public: true } } } } } } },
  });
  const hidden = proposals.flatMap((p) =>
    (p.session?.speakers ?? []).flatMap(({ speaker }) => (speaker.user_id === p.user_id && !speaker.display_on_public ? [speaker.id] : [])),
  );
  await showSpeakers(tx, announce, [...new Set(hidden)]);
}
