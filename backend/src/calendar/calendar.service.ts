// iCalendar files: one session as a download, and an attendee's saved sessions as a private feed. Each event's UID is
// stable and its SEQUENCE is the session's version, so a calendar app updates a moved session instead of adding one.
// What visitors and attendees download is the published programme (the latest release in release mode).
//
// An attendee's one secret (users.calendar_token) opens three things, and "Reset link" revokes all three at once:
// the iCalendar feed (/calendar/{token}.ics), the same saved sessions as JSON for conference apps
// (/calendar/{token}.json), and the page that carries them to a phone (/my/{token}, the dashboard's QR code).
import { Inject, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import ical, { ICalEventStatus } from 'ical-generator';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import { PublishedProgramme } from '../schedule-releases/published-programme.js';
import { settingsRow } from '../settings/settings.service.js';
import { sessionWithSpeakers, toSessionView, type SessionView } from '../sessions/session.view.js';
import { frabSchedule, sessionGuid, type FrabOptions } from './frab-schedule.js';
import { venueTimeZone } from '../common/event-time.js';
import { DEFAULT_LANGUAGE, i18nIn, languageOr, pathIn, type Language } from '../i18n/languages.js';

@Injectable()
export class CalendarService implements OnModuleInit {
  /** The installation's namespace for session GUIDs (settings), read once at start: it never changes. */
  private namespace: string | null = null;

  constructor(
    private readonly prisma: PrismaService,
    private readonly published: PublishedProgramme,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit() {
    this.namespace = (await settingsRow(this.prisma)).installation_id;
  }

  private installation(): string {
    if (!this.namespace) throw new Error('The calendar was used before the app started');
    return this.namespace;
  }

  /** The private addresses of a user, creating its token on first use. */
  async feedLinks(userId: number) {
    const user = await this.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { calendar_token: true, language: true } });
    return this.links(user.calendar_token ?? (await this.rotate(userId)), languageOr(user.language));
  }

  /** A new token: every subscription made with the old address stops working, and so do the JSON and the phone's page. */
  async rotateLinks(userId: number) {
    const token = await this.rotate(userId);
    const user = await this.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { language: true } });
    return this.links(token, languageOr(user.language));
  }

  async feed(token: string): Promise<string> {
    const user = await this.owner(token, /*i18n*/ 'Unknown calendar');
    // In the account's language: its texts and the sessions'.
    const language = languageOr(user.language);
    const sessions = await this.savedSessions(user.id, language);
    const i18n = i18nIn(language);
    return this.render(i18n._('{product}: my schedule', { product: this.config.productName }), sessions, language);
  }

  /**
   * The saved sessions as JSON, for conference apps and the phone's page: those of the published programme only, in
   * its order, with their pages' addresses; in `language` (the account's when not asked).
   */
  async favourites(token: string, asked?: Language) {
    const user = await this.owner(token, /*i18n*/ 'This link is unknown or was reset.');
    const language = asked ?? languageOr(user.language);
    const sessions = await this.savedSessions(user.id, language);
    return {
      session_ids: sessions.map((s) => s.id).sort((a, b) => a - b),
      sessions: sessions.map((s) => ({
        id: s.id,
        title: s.title,
        start: s.startTime,
        end: s.endTime,
        room: s.room,
        status: s.status,
        url: `${this.config.publicUrl}${pathIn(`/sessions/${s.id}`, language)}`,
      })),
    };
  }

  /** Whose token this is; a 404 saying `unknown` for a token nobody has (never had, or reset since). */
  private async owner(token: string, unknown: string) {
    const user = await this.prisma.user.findUnique({ where: { calendar_token: token }, select: { id: true, language: true } });
    if (!user) throw new NotFoundException(unknown);
    return user;
  }

  /** A user's saved sessions as the published programme has them (a session not in it is left out), in its order. */
  private async savedSessions(userId: number, language: Language): Promise<SessionView[]> {
    const saved = await this.prisma.savedSession.findMany({ where: { user_id: userId }, select: { session_id: true } });
    if (saved.length === 0) return [];
    return (
      await this.published.viewsByLanguage(
        this.prisma,
        saved.map((s) => s.session_id),
        [language],
      )
    )[language];
  }

  /** One session of the published programme, for visitors. */
  async publishedSession(id: number): Promise<string> {
    const [session] = await this.published.views(this.prisma, [id]);
    if (!session) throw new NotFoundException(/*i18n*/ 'Session not found');
    return this.render(this.config.productName, [session]);
  }

  /**
   * One session as the organisers scheduled it (the invitation a speaker is mailed, even before a release).
   * `db`: the caller's transaction, when it is inside one (a single-connection database has no second one to lend).
   */
  async session(id: number, db: Prisma.TransactionClient = this.prisma): Promise<string> {
    const session = await db.session.findUnique({ where: { id }, include: sessionWithSpeakers });
    if (!session) throw new NotFoundException(/*i18n*/ 'Session not found');
    return this.render(this.config.productName, [toSessionView(session)]);
  }

  /** One session in the shape given (a release's, for the invitation a speaker is mailed when it is released). */
  sessionFile(session: SessionView): string {
    return this.render(this.config.productName, [session]);
  }

  /** The whole programme (as public; `product`: a past edition's name), cancelled sessions marked CANCELLED (subscribed calendars then drop or strike them). */
  programme(sessions: SessionView[], language: Language = DEFAULT_LANGUAGE, product = this.config.productName): string {
    const i18n = i18nIn(language);
    return this.render(i18n._('{product} programme', { product }), sessions, language);
  }

  /** The whole programme (as public) as frab/pretalx schedule.json; `version` is the programme's content version. */
  frab(sessions: SessionView[], version: string, language: Language = DEFAULT_LANGUAGE, edition?: FrabOptions['edition']) {
    return frabSchedule(sessions, {
      productName: this.config.productName,
      publicUrl: this.config.publicUrl,
      installation: this.installation(),
      version,
      language,
      edition,
    });
  }

  private async rotate(userId: number): Promise<string> {
    const token = randomBytes(24).toString('base64url');
    await this.prisma.user.update({ where: { id: userId }, data: { calendar_token: token } });
    return token;
  }

  private links(token: string, language: Language) {
    const url = `${this.config.publicUrl}/calendar/${token}.ics`;
    return {
      url,
      webcal_url: url.replace(/^https?:/, 'webcal:'),
      json_url: `${this.config.publicUrl}/calendar/${token}.json`,
      phone_url: `${this.config.publicUrl}${pathIn(`/my/${token}`, language)}`,
    };
  }

  /** Sessions in their public shape (hidden speakers already left out). */
  private render(name: string, sessions: SessionView[], language: Language = DEFAULT_LANGUAGE): string {
    const i18n = i18nIn(language);
    const calendar = ical({ name, prodId: { company: this.config.productName, product: 'schedule', language: language.toUpperCase() } });
    // Times are written in UTC (exact everywhere); calendar apps that show a feed's own zone show the venue's.
    calendar.x([{ key: 'X-WR-TIMEZONE', value: venueTimeZone() }]);
    const schedulePage = `${this.config.publicUrl}${pathIn('/schedule', language)}`;
    for (const session of sessions) {
      const speakers = session.speakers.map((s) => s.name);
      calendar.createEvent({
        id: sessionGuid(this.installation(), session.id),
        sequence: session.version,
        start: new Date(session.startTime),
        end: new Date(session.endTime),
        stamp: new Date(),
        summary: session.status === 'cancelled' ? i18n._('Cancelled: {title}', { title: session.title }) : session.title,
        description: [session.description, speakers.length ? i18n._('Speakers: {names}', { names: speakers.join(', ') }) : ''].filter(Boolean).join('\n\n'),
        location: session.room,
        url: schedulePage,
        status: session.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      });
    }
    return calendar.toString();
  }
}
