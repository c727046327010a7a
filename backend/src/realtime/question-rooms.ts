// Pages open on a session's questions (issue 47) join its room (questions.join), any socket, a visitor's too: what
// attendees may see of its questions is pushed there. A socket whose user moderates the session (an organiser, one of
// its speakers, its host: checked here, never taken from the page) joins the moderators' room as well, where pending
// and hidden questions go. Nothing else ever puts a socket in that room.
import type { Socket } from 'socket.io';
import { rooms } from '../events/rooms.js';
import type { Prisma } from '../generated/prisma/client.js';
import { mayModerate } from '../questions/question-rules.js';
import type { SocketData } from './presence.js';

/** One page, a few sessions' questions at most (a page that follows another session leaves the last). */
const MAX_QUESTION_ROOMS = 8;
const QUESTIONS = 'questions:';
const MODERATORS = 'questions-mod:';

type QuestionSocket = Pick<Socket<never, never, never, SocketData>, 'rooms' | 'data' | 'join' | 'leave'>;

const sessionIdOf = (body: unknown): number | null => {
  const id = (body as { session_id?: unknown } | null)?.session_id;
  return Number.isSafeInteger(id) && (id as number) > 0 ? (id as number) : null;
};

/** Joins the session's questions room, and its moderators' room when the socket's user moderates it. */
export async function joinQuestions(db: Prisma.TransactionClient, socket: QuestionSocket, body: unknown): Promise<{ ok: boolean; moderator?: boolean }> {
  const sessionId = sessionIdOf(body);
  if (sessionId === null) return { ok: false };
  const joined = [...socket.rooms].filter((room) => room.startsWith(QUESTIONS));
  if (!joined.includes(rooms.questions(sessionId)) && joined.length >= MAX_QUESTION_ROOMS) return { ok: false };
  await socket.join(rooms.questions(sessionId));
  const moderator = await mayModerate(db, socket.data.user, sessionId);
  if (moderator) await socket.join(rooms.questionModerators(sessionId));
  return { ok: true, moderator };
}

export async function leaveQuestions(socket: QuestionSocket, body: unknown): Promise<{ ok: boolean }> {
  const sessionId = sessionIdOf(body);
  if (sessionId === null) return { ok: false };
  await socket.leave(rooms.questions(sessionId));
  await socket.leave(rooms.questionModerators(sessionId));
  return { ok: true };
}

/** After the user's role changed: the moderators' rooms of sessions they no longer moderate are left. */
export async function recheckModeration(db: Prisma.TransactionClient, socket: QuestionSocket): Promise<void> {
  for (const room of [...socket.rooms].filter((r) => r.startsWith(MODERATORS))) {
    const sessionId = Number(room.slice(MODERATORS.length));
    if (!(await mayModerate(db, socket.data.user, sessionId))) await socket.leave(room);
  }
}
