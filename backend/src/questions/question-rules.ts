// The rules every questions route shares (issue 47): who the reader is (an account, or a visitor's browser), who
// moderates a session, when its questions are open, which questions attendees may see, and how a row is shown.
import type { Prisma, Question, QuestionStatus } from '../generated/prisma/client.js';
import type { AuthUser } from '../views/auth-user.view.js';
import type { QuestionPush, QuestionView } from '../views/question.view.js';

type Db = Prisma.TransactionClient;

/** At most this many open questions (waiting or shown, not answered or hidden) per person per session. */
export const MAX_OPEN_QUESTIONS = 3;
/** What attendees see; pending and hidden ones only their moderators and authors. */
export const VISIBLE: readonly QuestionStatus[] = ['approved', 'answered'];
export const OPEN: QuestionStatus[] = ['pending', 'approved'];

export const isVisible = (status: QuestionStatus) => VISIBLE.includes(status);

/** Who reads or writes: a signed-in account, or a visitor's browser (its device cookie), or neither yet. */
export interface Reader {
  user: AuthUser | null;
  deviceId: string | null;
}

/** The voter key of question_votes: one per account, or per browser of a visitor. */
export function voterOf(reader: Reader): string | null {
  if (reader.user) return `u:${reader.user.id}`;
  return reader.deviceId ? `d:${reader.deviceId}` : null;
}

/** The reader's own questions, as a where clause (null: they can have none). */
export function ownedBy(reader: Reader): Prisma.QuestionWhereInput | null {
  if (reader.user) return { user_id: reader.user.id };
  return reader.deviceId ? { device_id: reader.deviceId, user_id: null } : null;
}

/** Organisers, the session's speakers (their accounts) and the host named for it. */
export async function mayModerate(db: Db, user: { id: number; role: string } | null | undefined, sessionId: number): Promise<boolean> {
  if (!user) return false;
  if (user.role === 'admin') return true;
  const found = await db.session.findFirst({
    where: { id: sessionId, OR: [{ host_user_id: user.id }, { speakers: { some: { speaker: { user_id: user.id } } } }] },
    select: { id: true },
  });
  return found !== null;
}

/** When a session's questions open and close, by the settings' minutes before its start and after its end. */
export function questionWindow(
  session: { start_time: Date; end_time: Date },
  settings: { questions_open_before_min: number; questions_close_after_min: number },
) {
  return {
    opensAt: new Date(session.start_time.getTime() - settings.questions_open_before_min * 60_000),
    closesAt: new Date(session.end_time.getTime() + settings.questions_close_after_min * 60_000),
  };
}

export type QuestionRow = Question & { user: { full_name: string } | null };
export const withAuthor = { user: { select: { full_name: true } } } as const;

export function toPush(row: QuestionRow): QuestionPush {
  return {
    id: row.id,
    session_id: row.session_id,
    text: row.text,
    author: row.user_id ? (row.user?.full_name ?? '') : row.display_name,
    status: row.status,
    pinned: row.pinned,
    votes: row.votes,
    created_at: row.created_at.toISOString(),
  };
}

export function toView(row: QuestionRow, reader: Reader, voted: ReadonlySet<number>): QuestionView {
  const mine = reader.user ? row.user_id === reader.user.id : reader.deviceId !== null && row.user_id === null && row.device_id === reader.deviceId;
  return { ...toPush(row), mine, voted: voted.has(row.id) };
}

/** Most votes first, then the oldest (then the lowest id: one order for every reader). */
export const LIST_ORDER: Prisma.QuestionOrderByWithRelationInput[] = [{ votes: 'desc' }, { created_at: 'asc' }, { id: 'asc' }];
