// Tells attendees when a session they saved moves, changes room or is cancelled, and its speakers (with an account)
// when their session does: an in-app notice, pushed over the socket, and one mail. The first change opens a window of
// SESSION_NOTICE_WINDOW_SECONDS; later changes within it join the same notice, each session's line saying its net
// change since the window opened; when it closes the notice and the mail go out together, once. So a busy editing
// session is not a storm, and a change undone (or moved back by hand) within the window tells nobody anything.
// In release mode the events come from the release.
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { Announce } from '../events/durable-events.js';
import { EventRelay } from '../events/event-relay.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { sessionChangesMail } from '../mail/session-changes-mail.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { toNotificationView } from '../views/notification.view.js';
import { Changes } from '../events/changes.service.js';
import { PrismaService } from '../prisma/database.js';
import { PushOutbox } from '../push/push-outbox.js';
import { sessionWithSpeakers, speakerAccounts } from '../sessions/session.view.js';
import { describeChange, isNoticeable, readLines, summary, type NoticeLine, type NoticeLines } from './change-lines.js';
import { languageOr, type Language } from '../i18n/languages.js';
import { readTranslations, resolved, type Translations } from '../i18n/translations.js';
import type { SessionSnapshot } from '../events/domain-events.js';

const SWEEP_MS = 1000;
const LOCK_NAMESPACE = 7301;
/** The same for anonymous devices' notices (keyed by the device). */
const DEVICE_LOCK_NAMESPACE = 7304;

/** Whose notice: an account's, or an anonymous device's that starred the session (pushed only). */
type NoticeReader = { userId: number } | { deviceId: number };

/** Who hears of a session's change, each once: its speakers (as speakers), and those who saved it, in their language. */
async function audience(tx: Prisma.TransactionClient, saverIds: number[], speakerUserIds: number[]) {
  const told = new Map<number, boolean>(saverIds.map((id) => [id, false]));
  for (const id of speakerUserIds) told.set(id, true);
  const users = await tx.user.findMany({ where: { id: { in: [...told.keys()] } }, select: { id: true, language: true } });
  return users.map((u) => ({ userId: u.id, speaker: told.get(u.id)!, language: languageOr(u.language) }));
}

/** Anonymous devices that starred the session and asked to be told of its changes (and did not mute it). */
async function starringDevices(tx: Prisma.TransactionClient, sessionId: number) {
  const devices = await tx.pushSubscription.findMany({
    where: { user_id: null, session_ids: { has: sessionId }, topics: { has: 'session_changes' }, NOT: { muted_session_ids: { has: sessionId } } },
    select: { id: true, language: true },
  });
  return devices.map((d) => ({ id: d.id, language: languageOr(d.language) }));
}

/** The session's title in a language: its own translation (from the snapshot, else the row), else the English. */
function titleIn(language: Language, snapshot: SessionSnapshot, row?: { translations: unknown } | null): string {
  const translations = snapshot.translations ?? readTranslations(row?.translations, ['title']);
  return resolved({ title: snapshot.title }, translations as Translations<'title'>, language, ['title']).title;
}

@Injectable()
export class SessionNoticesService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('SessionNotices');
  private timer?: NodeJS.Timeout;
  private sweeping = false;

  constructor(
    private readonly prisma: PrismaService,
    private readonly changes: Changes,
    private readonly relay: EventRelay,
    private readonly notifications: NotificationsService,
    private readonly outbox: MailOutbox,
    private readonly pushes: PushOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Savers' and speakers' notices are written in the transaction that records the edit's events as handled (the event relay's). */
  onModuleInit() {
    this.relay.consume('session-change-notice', ['session.updated', 'session.deleted'], async (events, tx) => {
      for (const event of events) {
        if (event.name === 'session.updated') {
          const { before, after } = event.payload;
          if (!isNoticeable(before, after)) continue;
          const savers = await tx.savedSession.findMany({ where: { session_id: after.id }, select: { user_id: true } });
          const session = await tx.session.findUnique({ where: { id: after.id }, include: sessionWithSpeakers });
          const readers = await audience(
            tx,
            savers.map((s) => s.user_id),
            session ? speakerAccounts(session) : [],
          );
          for (const { userId, ...reader } of readers) {
            const title = titleIn(reader.language, after, session);
            await this.note(tx, { userId }, before, (from) => describeChange(from, after, { ...reader, title }));
          }
          for (const device of await starringDevices(tx, after.id)) {
            const title = titleIn(device.language, after, session);
            await this.note(tx, { deviceId: device.id }, before, (from) => describeChange(from, after, { speaker: false, language: device.language, title }));
          }
        } else {
          const { before, userIds, speakerUserIds } = event.payload;
          for (const { userId, ...reader } of await audience(tx, userIds, speakerUserIds)) {
            const title = titleIn(reader.language, before);
            await this.note(tx, { userId }, before, (from) => describeChange(from, null, { ...reader, title }));
          }
          for (const device of await starringDevices(tx, before.id)) {
            const title = titleIn(device.language, before);
            await this.note(tx, { deviceId: device.id }, before, (from) => describeChange(from, null, { speaker: false, language: device.language, title }));
          }
        }
      }
    });
    this.timer = setInterval(() => void this.sweep(), SWEEP_MS);
    this.timer.unref();
  }

  onModuleDestroy() {
    clearInterval(this.timer);
  }

  /**
   * Notes a change of the session `before` shows in the user's open notice, or opens one. `describe` says the change
   * from where the session stood (`from`): when the window opened if the notice already has a line for it, else
   * `before`; a change that comes to nothing takes the session's line out.
   */
  private async note(tx: Prisma.TransactionClient, reader: NoticeReader, before: SessionSnapshot, describe: (from: SessionSnapshot) => NoticeLine | null) {
    // One writer per reader at a time, across app instances, so two changes never open two notices.
    const [namespace, id, whose] =
      'userId' in reader
        ? [LOCK_NAMESPACE, reader.userId, { user_id: reader.userId }]
        : [DEVICE_LOCK_NAMESPACE, reader.deviceId, { subscription_id: reader.deviceId }];
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${namespace}::int, ${id}::int)`;
    const key = String(before.id);
    const open = await tx.sessionChangeNotice.findFirst({
      where: { ...whose, mailed_at: null, due_at: { gt: new Date() } },
      orderBy: { id: 'desc' },
    });
    if (open) {
      const { [key]: had, ...others } = readLines(open.changes);
      const from = had?.from ?? before;
      const line = describe(from);
      const changes: NoticeLines = line ? { ...others, [key]: { ...line, from } } : others;
      // Unless the sweep closed the notice meanwhile (then this change starts the next one).
      const { count } = await tx.sessionChangeNotice.updateMany({ where: { id: open.id, mailed_at: null }, data: { changes } });
      if (count > 0) return;
    }
    const line = describe(before);
    if (!line) return;
    await tx.sessionChangeNotice.create({
      data: { ...whose, changes: { [key]: { ...line, from: before } }, due_at: new Date(Date.now() + this.config.sessionNoticeWindowMs) },
    });
  }

  /**
   * Tells every notice whose window has closed, in the app and by mail; one whose changes came to nothing is closed
   * silently. Rows are claimed with SKIP LOCKED so instances never double-send.
   */
  async sweep(): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      // Most ticks find nothing due: a plain read then, and a transaction only when there is work.
      const anyDue = await this.prisma.sessionChangeNotice.findFirst({ where: { mailed_at: null, due_at: { lte: new Date() } }, select: { id: true } });
      if (!anyDue) return;
      await this.changes.commit(async (tx, announce) => {
        const due = await tx.$queryRaw<{ id: number }[]>`
          SELECT id FROM session_change_notices
          WHERE mailed_at IS NULL AND due_at <= now()
          ORDER BY id LIMIT 50 FOR UPDATE SKIP LOCKED`;
        if (due.length === 0) return;
        const notices = await tx.sessionChangeNotice.findMany({
          where: { id: { in: due.map((d) => d.id) } },
          include: { user: { select: { email: true, full_name: true, language: true } }, device: { select: { language: true } } },
        });
        for (const notice of notices) {
          const pending = readLines(notice.changes);
          const lines = Object.values(pending).map(({ line, cancelled, speaker }) => ({ line, cancelled, speaker }));
          let told: { id: number } | null = null;
          if (lines.length > 0 && notice.user_id !== null && notice.user) {
            const notification = await this.tell(tx, announce, { ...notice, user_id: notice.user_id, user: notice.user }, lines);
            await this.push(tx, { userId: notice.user_id }, notice.id, languageOr(notice.user.language), pending, notification);
            told = notification;
          } else if (lines.length > 0 && notice.subscription_id !== null && notice.device) {
            const language = languageOr(notice.device.language);
            await this.push(tx, { deviceId: notice.subscription_id }, notice.id, language, pending, summary(lines, language));
          }
          await tx.sessionChangeNotice.update({
            where: { id: notice.id },
            data: { mailed_at: new Date(), notification_id: told?.id ?? notice.notification_id },
          });
        }
      });
    } catch (error) {
      // The next tick tries again; nothing is lost (the rows stay unmailed).
      this.logger.warn(`Session notice sweep failed, retrying on the next tick: ${(error as Error).message}`);
    } finally {
      this.sweeping = false;
    }
  }

  /**
   * The notice to the devices of its reader that asked for session changes: what the in-app notification says, and
   * where it leads. One session's notice is tagged with it, so a later one about the same session replaces it on the
   * device (and on the push service, for a device that was offline meanwhile); urgent when a session concerned was
   * due to start within the hour.
   */
  private async push(
    tx: Prisma.TransactionClient,
    reader: NoticeReader,
    noticeId: number,
    language: Language,
    pending: NoticeLines,
    told: { title: string; message: string; link: string | null },
  ) {
    const sessionIds = Object.keys(pending);
    const tag = sessionIds.length === 1 ? `session-${sessionIds[0]}` : 'schedule-changes';
    // A line the code before wrote has no `from` (session-notices-restart). Within the hour either way: about to
    // start, or under way.
    const soon = Object.values(pending).some(({ from }) => from !== undefined && Math.abs(from.start_time.getTime() - Date.now()) < 3_600_000);
    const base = language === 'de' ? '/de' : '';
    const body = told.message.length > 600 ? `${told.message.slice(0, 599)}…` : told.message;
    // An anonymous device has no dashboard to open: one session's notice opens its page, several the programme.
    const link = 'userId' in reader ? (told.link ?? '/dashboard') : sessionIds.length === 1 ? `/sessions/${sessionIds[0]}` : '/schedule';
    const message = { title: told.title, body, url: `${base}${link}`, tag, ...(sessionIds.length === 1 && { session_id: Number(sessionIds[0]) }) };
    const delivery = { ttlSeconds: 86_400, urgency: soon ? 'high' : 'normal', topic: tag } as const;
    const key = `session-notice:${noticeId}`;
    // A device that muted every session of the notice is not told it.
    if ('userId' in reader) await this.pushes.toAccount(tx, reader.userId, 'session_changes', key, message, delivery, sessionIds.map(Number));
    else await this.pushes.toDevice(tx, reader.deviceId, key, message, delivery);
  }

  /**
   * One notice's in-app notification (pushed once the transaction commits) and its mail. A notice opened by the code
   * before notices were told at close (deployed while its window was open) was told in the app at its first change:
   * that notification is brought up to date (one notice, never a second), and only the mail is new.
   */
  private async tell(
    tx: Prisma.TransactionClient,
    announce: Announce,
    notice: { user_id: number; notification_id: number | null; user: { email: string; full_name: string; language: string | null } },
    lines: NoticeLine[],
  ) {
    const { user, user_id: userId } = notice;
    const language = languageOr(user.language);
    const told = summary(lines, language);
    const earlier = notice.notification_id === null ? null : await tx.notification.findUnique({ where: { id: notice.notification_id } });
    let row;
    if (earlier) {
      row = await tx.notification.update({ where: { id: earlier.id }, data: told });
      announce('notification.updated', { userId, notification: toNotificationView(row) });
    } else {
      row = await this.notifications.create(tx, announce, userId, told);
    }
    await this.outbox.add(
      tx,
      announce,
      sessionChangesMail({ to: user.email, fullName: user.full_name, lines, productName: this.config.productName, publicUrl: this.config.publicUrl, language }),
    );
    return row;
  }
}
