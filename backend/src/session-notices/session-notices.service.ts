// Tells attendees when a session they saved moves, changes room or is cancelled, and its speakers (with an account)
// when their session does: an in-app notice, pushed over the socket, and one mail. The first change opens a window of
// SESSION_NOTICE_WINDOW_SECONDS; later changes within it join the same notice, each session's line saying its net
// change since the window opened; when it closes the notice and the mail go out together, once. So a busy editing
// session is not a storm, and a change undone (or moved back by hand) within the window tells nobody anything.
// In release mode the events come from the release.
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { withRequestId } from '../common/request-context.js';
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
import { ACCOUNT_LOCK_NAMESPACE, noteForDevices, noteInOpen, starringDevices } from './device-notices.js';
import { noticePush, type NoticePush } from './notice-push.js';
import { sessionWithSpeakers, speakerAccounts } from '../sessions/session.view.js';
import { describeChange, isNoticeable, readLines, summary, type NoticeLine } from './change-lines.js';
import { LANGUAGES, languageOr, type Language } from '../i18n/languages.js';
import { readTranslations, resolved, type Translations } from '../i18n/translations.js';
import type { SessionSnapshot } from '../events/domain-events.js';

const SWEEP_MS = 1000;
/** Notices told per transaction, and how long one sweep goes on telling while more are due. */
const SWEEP_BATCH = 200;
const SWEEP_BUDGET_MS = 30_000;

/** Who hears of a session's change, each once: its speakers (as speakers), and those who saved it, in their language. */
async function audience(tx: Prisma.TransactionClient, saverIds: number[], speakerUserIds: number[]) {
  const told = new Map<number, boolean>(saverIds.map((id) => [id, false]));
  for (const id of speakerUserIds) told.set(id, true);
  const users = await tx.user.findMany({ where: { id: { in: [...told.keys()] } }, select: { id: true, language: true } });
  return users.map((u) => ({ userId: u.id, speaker: told.get(u.id)!, language: languageOr(u.language) }));
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
            await this.note(tx, userId, before, (from) => describeChange(from, after, { ...reader, title }));
          }
          const titles = new Map(LANGUAGES.map((language) => [language, titleIn(language, after, session)]));
          await noteForDevices(
            tx,
            await starringDevices(tx, after.id),
            before,
            ({ language }, from) => describeChange(from, after, { speaker: false, language, title: titles.get(language)! }),
            this.config.sessionNoticeWindowMs,
          );
        } else {
          const { before, userIds, speakerUserIds } = event.payload;
          for (const { userId, ...reader } of await audience(tx, userIds, speakerUserIds)) {
            const title = titleIn(reader.language, before);
            await this.note(tx, userId, before, (from) => describeChange(from, null, { ...reader, title }));
          }
          const titles = new Map(LANGUAGES.map((language) => [language, titleIn(language, before)]));
          await noteForDevices(
            tx,
            await starringDevices(tx, before.id),
            before,
            ({ language }, from) => describeChange(from, null, { speaker: false, language, title: titles.get(language)! }),
            this.config.sessionNoticeWindowMs,
          );
        }
      }
      // The notices opened now are told when their window closes, not up to a tick later. A notice gathers the
      // changes of its window, whatever requests made them: its mail and push belong to none of them (request-context.ts).
      setTimeout(() => void withRequestId(null, () => this.sweep()), this.config.sessionNoticeWindowMs + 50).unref();
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
  private async note(tx: Prisma.TransactionClient, userId: number, before: SessionSnapshot, describe: (from: SessionSnapshot) => NoticeLine | null) {
    // One writer per reader at a time, across app instances, so two changes never open two notices.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ACCOUNT_LOCK_NAMESPACE}::int, ${userId}::int)`;
    const open = await tx.sessionChangeNotice.findFirst({
      where: { user_id: userId, mailed_at: null, due_at: { gt: new Date() } },
      orderBy: { id: 'desc' },
    });
    if (open && (await noteInOpen(tx, open, before, describe))) return;
    const line = describe(before);
    if (!line) return;
    await tx.sessionChangeNotice.create({
      data: { user_id: userId, changes: { [String(before.id)]: { ...line, from: before } }, due_at: new Date(Date.now() + this.config.sessionNoticeWindowMs) },
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
      // Batch after batch while a full one was due (a change of a session thousands saved), for a few seconds at most.
      const until = Date.now() + SWEEP_BUDGET_MS;
      while ((await this.closeDue()) === SWEEP_BATCH && Date.now() < until);
    } catch (error) {
      // The next tick tries again; nothing is lost (the rows stay unmailed).
      this.logger.warn(`Session notice sweep failed, retrying on the next tick: ${(error as Error).message}`);
    } finally {
      this.sweeping = false;
    }
  }

  /** Tells one batch of the notices whose window has closed; answers how many it claimed. */
  private closeDue(): Promise<number> {
    return this.changes.commit(async (tx, announce) => {
      const due = await tx.$queryRaw<{ id: number }[]>`
          SELECT id FROM session_change_notices
          WHERE mailed_at IS NULL AND due_at <= now()
          ORDER BY id LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED`;
      if (due.length === 0) return 0;
      const notices = await tx.sessionChangeNotice.findMany({
        where: { id: { in: due.map((d) => d.id) } },
        include: { user: { select: { email: true, full_name: true, language: true } }, device: { select: { language: true } } },
      });
      // Devices' notices are pushed only: their pushes are queued, and the notices closed, in one statement each.
      const devicePushes: (NoticePush & { deviceId: number })[] = [];
      const deviceNotices: number[] = [];
      for (const notice of notices) {
        const pending = readLines(notice.changes);
        const lines = Object.values(pending).map(({ line, cancelled, speaker }) => ({ line, cancelled, speaker }));
        if (notice.subscription_id !== null) {
          deviceNotices.push(notice.id);
          if (lines.length === 0 || !notice.device) continue;
          const language = languageOr(notice.device.language);
          devicePushes.push({ ...noticePush('device', notice.id, language, pending, summary(lines, language)), deviceId: notice.subscription_id });
          continue;
        }
        let told: { id: number } | null = null;
        if (lines.length > 0 && notice.user_id !== null && notice.user) {
          const notification = await this.tell(tx, announce, { ...notice, user_id: notice.user_id, user: notice.user }, lines);
          const { key, message, delivery, sessionIds } = noticePush('account', notice.id, languageOr(notice.user.language), pending, notification);
          // A device that muted every session of the notice is not told it.
          await this.pushes.toAccount(tx, notice.user_id, 'session_changes', key, message, delivery, sessionIds);
          told = notification;
        }
        await tx.sessionChangeNotice.update({
          where: { id: notice.id },
          data: { mailed_at: new Date(), notification_id: told?.id ?? notice.notification_id },
        });
      }
      await this.pushes.toEach(tx, devicePushes);
      if (deviceNotices.length) await tx.sessionChangeNotice.updateMany({ where: { id: { in: deviceNotices } }, data: { mailed_at: new Date() } });
      return due.length;
    });
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
