// Who is in a mailing's group, each with what their mail says about them: one mail per proposal (or, for a chosen
// session, per speaker listed on it who has no proposal for it; or, for the people signed up for chosen sessions, per
// sign-up), in the language of the reader's account.
import type { Prisma } from '../generated/prisma/client.js';
import { fieldError } from '../http/api-error.js';
import { CONFIRMABLE_STATUSES } from '../views/proposal.view.js';
import { languageOr, type Language } from '../i18n/languages.js';
import type { MailingAudience } from './mailing.dto.js';

type Tx = Prisma.TransactionClient;

export interface Recipient {
  to: string;
  name: string;
  userId: number | null;
  language: Language;
  proposalId: number | null;
  sessionId: number | null;
  /** What the {title} placeholder says: the proposal's title, or the session's. */
  title: string;
  session: { start_time: Date; end_time: Date; room: string } | null;
  room: string;
  notes: string;
  /** Signed up for the session (issue 46), not one of its speakers: their bell notice opens the session's page. */
  attendee?: boolean;
}

const PROPOSAL_DETAILS = { session: true, user: { select: { language: true } } } as const;
type ProposalWithDetails = Prisma.ProposalGetPayload<{ include: typeof PROPOSAL_DETAILS }>;

function proposalWhere(audience: MailingAudience): Prisma.ProposalWhereInput {
  switch (audience.group) {
    case 'proposals':
      return {
        status: audience.statuses?.length ? { in: audience.statuses } : { not: 'withdrawn' },
        ...(audience.types?.length && { presentation_type: { in: audience.types } }),
      };
    case 'unconfirmed':
      return { status: { in: [...CONFIRMABLE_STATUSES] }, confirmed_at: null };
    case 'sessions':
      if (!audience.session_ids?.length) throw fieldError('body', 'audience', /*i18n*/ 'Choose at least one session');
      return { session_id: { in: audience.session_ids }, status: { not: 'withdrawn' } };
    case 'signups':
      throw new Error('sign-ups are not proposals');
  }
}

const fromProposal = (p: ProposalWithDetails): Recipient => ({
  to: p.email,
  name: p.speaker_name,
  userId: p.user_id,
  language: languageOr(p.user?.language),
  proposalId: p.id,
  sessionId: p.session_id,
  title: p.title,
  session: p.session,
  room: p.scheduled_room ?? p.session?.room ?? '',
  notes: p.review_notes ?? '',
});

type Person = Pick<Recipient, 'to' | 'name' | 'userId' | 'language'>;

/** A mail about a session rather than a proposal: to one of its listed speakers, or to someone signed up for it. */
const aboutSession = (person: Person, session: NonNullable<Recipient['session']> & { id: number; title: string; room: string }): Recipient => ({
  ...person,
  proposalId: null,
  sessionId: session.id,
  title: session.title,
  session,
  room: session.room,
  notes: '',
});

/** Everyone the audience names, each once per proposal or session, in a stable order. */
export async function recipientsOf(tx: Tx, audience: MailingAudience): Promise<Recipient[]> {
  if (audience.group === 'signups') return signedUp(tx, audience);
  const proposals = await tx.proposal.findMany({ where: proposalWhere(audience), include: PROPOSAL_DETAILS, orderBy: { id: 'asc' } });
  const recipients = proposals.map(fromProposal);
  if (audience.group === 'sessions') recipients.push(...(await listedSpeakers(tx, audience.session_ids ?? [], recipients)));
  return recipients;
}

/** The chosen sessions' listed speakers who have an address and are not already written to about that session. */
async function listedSpeakers(tx: Tx, sessionIds: number[], already: Recipient[]): Promise<Recipient[]> {
  const told = new Set(already.map((r) => `${r.to.toLowerCase()} ${r.sessionId}`));
  const links = await tx.sessionSpeaker.findMany({
    where: { session_id: { in: sessionIds } },
    include: { session: true, speaker: { include: { user: { select: { email: true, language: true } } } } },
    orderBy: [{ session_id: 'asc' }, { display_order: 'asc' }],
  });
  const found: Recipient[] = [];
  for (const { session, speaker } of links) {
    const to = speaker.user?.email ?? speaker.email;
    if (!to || told.has(`${to.toLowerCase()} ${session.id}`)) continue;
    told.add(`${to.toLowerCase()} ${session.id}`);
    found.push(aboutSession({ to, name: speaker.name, userId: speaker.user_id, language: languageOr(speaker.user?.language) }, session));
  }
  return found;
}

/** Everyone signed up for the chosen sessions (with the chosen statuses), once per session, in each session's order. */
async function signedUp(tx: Tx, audience: MailingAudience): Promise<Recipient[]> {
  if (!audience.session_ids?.length) throw fieldError('body', 'audience', /*i18n*/ 'Choose at least one session');
  const rows = await tx.sessionSignup.findMany({
    where: { session_id: { in: audience.session_ids }, ...(audience.signup_statuses?.length && { status: { in: audience.signup_statuses } }) },
    include: { session: true, user: { select: { email: true, full_name: true, language: true } } },
    orderBy: [{ session_id: 'asc' }, { line: 'asc' }, { confirmed_at: 'asc' }, { id: 'asc' }],
  });
  return rows.map(({ session, user, user_id: userId }) => ({
    ...aboutSession({ to: user.email, name: user.full_name, userId, language: languageOr(user.language) }, session),
    attendee: true,
  }));
}
