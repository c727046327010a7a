// What the service worker (sw.ts) shows for a push (issue 44). Pure, so that it is tested without a browser
// (push-notifications.test.ts); it imports nothing from the app, because the worker is built on its own.
//
// The server writes a notification's texts in the device's language (backend/src/push/push-sender.ts, PushMessage:
// `{ title, body, url, tag, session_id }`). The worker has no Lingui runtime, so the few words of its own (the actions' labels)
// are here in each language, chosen by the address the push opens: the server writes it in the same language
// ('/de/…' for German).

/** The app's icon as the build makes it (vite-plugins/web-app-manifest.ts, APP_ICONS). */
export const NOTIFICATION_ICON = '/icons/icon-192.png';
/** A white silhouette on transparency: Android draws it in the status bar. */
export const NOTIFICATION_BADGE = '/icons/badge-96.png';

/** The worker's own words, per language; the other words of a notification come from the server. */
export const ACTION_LABELS = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the worker's own translation (it has no Lingui runtime)
  en: { open: 'Open', mute: 'Mute this session' },
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the worker's own translation (it has no Lingui runtime)
  de: { open: 'Öffnen', mute: 'Diese Session stummschalten' },
} as const;

export type WorkerLanguage = keyof typeof ACTION_LABELS;

export const OPEN_ACTION = 'open';
/** Tells the server to push nothing more about the notification's session to this device. */
export const MUTE_ACTION = 'mute';

/** What a notification carries for its click: the site's address to open, and the one session it is about. */
export interface NotificationData {
  url: string;
  session_id?: number;
}

export interface ShownNotification {
  title: string;
  options: NotificationOptions & { actions?: { action: string; title: string }[] };
}

/** The language of a site address: the first part of its path names it ('/de/…'), English otherwise. */
export function languageOfPath(url: string): WorkerLanguage {
  return /^\/de(?:\/|$|\?|#)/.test(url) ? 'de' : 'en';
}

/** Only an address of this site is opened: a path ('/…', never '//host'); anything else opens the home page. */
function sitePath(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The notification for a push's payload (JSON text), or null when it is not one of the server's messages (no title):
 * nothing sensible could be shown.
 */
export function notificationFor(payload: string | null): ShownNotification | null {
  let message: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(payload ?? '');
    if (!parsed || typeof parsed !== 'object') return null;
    message = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  const title = text(message.title);
  if (!title) return null;
  const url = sitePath(message.url);
  const tag = text(message.tag);
  const sessionId = message.session_id;
  const aboutSession = typeof sessionId === 'number' && Number.isSafeInteger(sessionId) && sessionId > 0;
  const data: NotificationData = aboutSession ? { url, session_id: sessionId } : { url };
  const labels = ACTION_LABELS[languageOfPath(url)];
  return {
    title,
    options: {
      body: text(message.body),
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      data,
      // A newer notification of the same tag (the same session) replaces the older one, and buzzes again.
      ...(tag && { tag, renotify: true }),
      actions: [{ action: OPEN_ACTION, title: labels.open }, ...(aboutSession ? [{ action: MUTE_ACTION, title: labels.mute }] : [])],
    },
  };
}

/** The session a notification is about (its "Mute this session"), or null. */
export function sessionToMute(data: unknown): number | null {
  const id = data && typeof data === 'object' ? (data as Partial<NotificationData>).session_id : undefined;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The address a clicked notification opens, absolute on the worker's origin. */
export function addressToOpen(data: unknown, origin: string): string {
  const url = data && typeof data === 'object' ? (data as Partial<NotificationData>).url : undefined;
  return new URL(sitePath(url), origin).href;
}
