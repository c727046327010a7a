// What a session notice pushes to its reader's devices (issue 44): the in-app notification's words, where it leads,
// and how the push service should keep it. Pure: the sweep (session-notices.service.ts) queues it.
import type { PushDelivery, PushMessage } from '../push/push-sender.js';
import type { Language } from '../i18n/languages.js';
import type { NoticeLines } from './change-lines.js';

export interface NoticePush {
  key: string;
  message: PushMessage;
  delivery: PushDelivery;
  /** The sessions it tells of: a device that muted all of them is not told. */
  sessionIds: number[];
}

/**
 * One notice's push. One session's notice is tagged with it, so a later one about the same session replaces it on the
 * device (and on the push service, for a device that was offline meanwhile); urgent when a session concerned was due
 * to start within the hour, or is under way. An account's notice leads where its in-app notification does; an
 * anonymous device has no dashboard: one session's notice opens its page, several the programme.
 */
export function noticePush(
  reader: 'account' | 'device',
  noticeId: number,
  language: Language,
  pending: NoticeLines,
  told: { title: string; message: string; link: string | null },
): NoticePush {
  const sessionIds = Object.keys(pending).map(Number);
  const one = sessionIds.length === 1 ? sessionIds[0] : null;
  const tag = one !== null ? `session-${one}` : 'schedule-changes';
  // A line the code before wrote has no `from` (session-notices-restart).
  const soon = Object.values(pending).some(({ from }) => from !== undefined && Math.abs(from.start_time.getTime() - Date.now()) < 3_600_000);
  const base = language === 'de' ? '/de' : '';
  const body = told.message.length > 600 ? `${told.message.slice(0, 599)}…` : told.message;
  const link = reader === 'account' ? (told.link ?? '/dashboard') : one !== null ? `/sessions/${one}` : '/schedule';
  return {
    key: `session-notice:${noticeId}`,
    message: { title: told.title, body, url: `${base}${link}`, tag, ...(one !== null && { session_id: one }) },
    delivery: { ttlSeconds: 86_400, urgency: soon ? 'high' : 'normal', topic: tag },
    sessionIds,
  };
}
