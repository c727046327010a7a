// Beginning the next edition (issue 29): the programme, proposals, reviews, ratings and saved sessions of the edition
// that ends move to the archive, each row kept whole (archived_records), with its public programme and speakers as
// visitors last read them (editions); accounts, speakers' profiles, sponsors, news and site content stay. One
// transaction: either everything moved and the settings name the new days, or nothing did.
import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { fieldError } from '../http/api-error.js';
import { text } from '../i18n/error-text.js';
import { LANGUAGES, type Language } from '../i18n/languages.js';
import { AuditService } from '../audit/audit.service.js';
import { CalendarService } from '../calendar/calendar.service.js';
import type { FrabSchedule } from '../calendar/frab-schedule.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Changes, type Tx } from '../events/changes.service.js';
import type { Edition, Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import { PublicReadModel } from '../public-read-model/public-read-model.service.js';
import type { SessionView } from '../sessions/session.view.js';
import { publicSettings, settingsRow } from '../settings/settings.service.js';
import type { PublicSpeakerView } from '../speakers/speaker.view.js';
import { TICKET_KEY_PREFIX } from '../payments/ticket-key.js';
import { revokeAllTickets } from '../tickets/ticket-store.js';
import { archiveQuestions } from '../questions/question-archive.js';
import { ARCHIVED_TABLES, type ArchivedTable } from './archived-tables.js';
import type { NextEdition } from './edition.dto.js';
import type { EditionPreviewView, EditionSummaryView, EditionView } from './edition.views.js';

/** Moving a large edition's rows takes longer than an everyday change may. */
const ROLL_OVER_TIMEOUT_MS = 120_000;
/** Held while an edition begins (a transaction-scoped PostgreSQL advisory lock; other keys: start-up-lock.ts and the services' own). */
const BEGIN_EDITION_LOCK = 7303;

type Counts = Record<ArchivedTable, number>;
type PerLanguage<T> = Partial<Record<Language, T[]>>;

const yearOf = (day: string) => Number(day.slice(0, 4));

async function countRows(tx: Tx): Promise<Counts> {
  const counts = {} as Counts;
  // Table names from the fixed list above, never from a request.
  for (const table of ARCHIVED_TABLES) {
    const [{ n }] = await tx.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM "${table}"`);
    counts[table] = n;
  }
  return counts;
}

function summary(edition: Edition): EditionSummaryView {
  const sessions = (edition.sessions as PerLanguage<SessionView>).en ?? [];
  const speakers = (edition.speakers as PerLanguage<PublicSpeakerView>).en ?? [];
  return {
    year: edition.year,
    name: edition.name,
    starts_on: edition.starts_on,
    ends_on: edition.ends_on,
    time_zone: edition.time_zone,
    session_count: sessions.length,
    speaker_count: speakers.length,
  };
}

@Injectable()
export class EditionsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly changes: Changes,
    private readonly audit: AuditService,
    private readonly model: PublicReadModel,
    private readonly calendars: CalendarService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Every past edition, newest first. */
  async list(): Promise<EditionSummaryView[]> {
    const editions = await this.prisma.edition.findMany({ orderBy: { year: 'desc' } });
    return editions.map(summary);
  }

  /** A past edition's programme and speakers in `language` (the default language's where it has none). */
  async get(year: number, language: Language): Promise<EditionView> {
    const edition = await this.prisma.edition.findUnique({ where: { year } });
    if (!edition) throw new NotFoundException(text(/*i18n*/ 'No edition of {year} in the archive', { year }));
    const sessions = edition.sessions as PerLanguage<SessionView>;
    const speakers = edition.speakers as PerLanguage<PublicSpeakerView>;
    return { ...summary(edition), sessions: sessions[language] ?? sessions.en ?? [], speakers: speakers[language] ?? speakers.en ?? [] };
  }

  /** A past edition's programme as an iCalendar file. */
  async calendar(year: number, language: Language): Promise<string> {
    const edition = await this.get(year, language);
    return this.calendars.programme(edition.sessions, language, edition.name);
  }

  /** A past edition's programme as frab schedule.json, with its own days and zone. */
  async frab(year: number, language: Language): Promise<FrabSchedule> {
    const edition = await this.get(year, language);
    return this.calendars.frab(edition.sessions, `archive-${year}`, language, {
      starts_on: edition.starts_on,
      ends_on: edition.ends_on,
      time_zone: edition.time_zone,
    });
  }

  /** What beginning the next edition with these days would move; nothing changes. */
  async preview(next: NextEdition): Promise<EditionPreviewView> {
    return this.prisma.$transaction(async (tx) => {
      const current = await settingsRow(tx);
      await this.check(tx, current.event_starts_on, next);
      return {
        archived_year: yearOf(current.event_starts_on),
        archived_name: this.nameOf(current.event_starts_on),
        next_year: yearOf(next.event_starts_on),
        moves: await countRows(tx),
        public_sessions: this.model.bodies('sessions').length,
        public_speakers: this.model.bodies('speakers').length,
      };
    });
  }

  /** Archives the current edition and makes the settings name the next one's days. */
  async begin(actor: AuthUser, next: NextEdition): Promise<EditionSummaryView & { moved: Counts }> {
    return this.changes.commit(
      async (tx, announce) => {
        // One at a time: of several calls at once, one begins the edition and the others are told so, instead of each
        // archiving the programme as it was before the first and setting days of its own.
        const [{ locked }] = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(${BEGIN_EDITION_LOCK}::int, 0) AS locked`;
        if (!locked) throw new ConflictException(text(/*i18n*/ 'Another organiser is beginning the next edition right now'));
        const current = await settingsRow(tx);
        await this.check(tx, current.event_starts_on, next);
        const year = yearOf(current.event_starts_on);
        const before = await countRows(tx);
        // What visitors read now, in every language (the latest release in release mode).
        const publicRead = (collection: 'sessions' | 'speakers') =>
          Object.fromEntries(
            LANGUAGES.map((language) => [language, this.model.bodies(collection, language).map((body) => JSON.parse(body) as Prisma.InputJsonObject)]),
          );
        const edition = await tx.edition.create({
          data: {
            year,
            name: this.nameOf(current.event_starts_on),
            starts_on: current.event_starts_on,
            ends_on: current.event_ends_on,
            time_zone: current.time_zone,
            sessions: publicRead('sessions'),
            speakers: publicRead('speakers'),
            archived_by_email: actor.email,
          },
        });
        await archiveQuestions(tx, year);
        for (const table of ARCHIVED_TABLES) {
          await tx.$executeRawUnsafe(`INSERT INTO archived_records (edition_year, kind, data) SELECT $1, '${table}', to_jsonb(t) FROM "${table}" t`, year);
          await tx.$executeRawUnsafe(`DELETE FROM "${table}"`);
        }
        // A ticket is for one edition: everyone begins the next one unpaid, and the next ticket is a new payment. Those
        // of the edition that ended stay, with their receipts, under keys that name it.
        await tx.$executeRawUnsafe(
          `UPDATE payments SET idempotency_key = 'edition-' || $1 || ':' || idempotency_key WHERE idempotency_key LIKE '${TICKET_KEY_PREFIX}%'`,
          String(year),
        );
        // Tickets too: whoever comes to the next one (paid again, or speaking, or organising) gets a new token.
        await revokeAllTickets(tx);
        const unpaid = await tx.user.findMany({ where: { payment_status: 'paid' }, select: { id: true } });
        await tx.user.updateMany({ where: { payment_status: 'paid' }, data: { payment_status: 'pending' } });
        if (unpaid.length) announce('users.changed', { ids: unpaid.map((u) => u.id) });
        // The speakers of the edition that ended leave /speakers (their profiles stay, to be shown again); the calls'
        // instants and the committee's phase were this edition's.
        const shown = await tx.speaker.findMany({ where: { display_on_public: true }, select: { id: true } });
        await tx.speaker.updateMany({ where: { display_on_public: true }, data: { display_on_public: false } });
        const settings = await tx.conferenceSettings.update({
          where: { id: current.id },
          data: {
            event_starts_on: next.event_starts_on,
            event_ends_on: next.event_ends_on,
            cfp_opens_at: null,
            cfp_closes_at: null,
            sponsorship_opens_at: null,
            sponsorship_closes_at: null,
            review_phase: 'submission',
          },
        });
        announce('sessions.changed', { ids: [] });
        announce('speakers.changed', { ids: shown.map((s) => s.id) });
        announce('settings.updated', { settings: publicSettings(settings, new Date()) });
        announce('review.changed', { proposalIds: [] });
        await this.audit.add(
          tx,
          {
            actor,
            entity: 'edition',
            entityId: year,
            action: 'archive',
            summary: `Edition ${year} archived; next edition ${next.event_starts_on} to ${next.event_ends_on}`,
            before: { event_starts_on: current.event_starts_on, event_ends_on: current.event_ends_on },
            after: { event_starts_on: next.event_starts_on, event_ends_on: next.event_ends_on, archived: before },
          },
          announce,
        );
        return { ...summary(edition), moved: before };
      },
      { timeout: ROLL_OVER_TIMEOUT_MS, maxWait: ROLL_OVER_TIMEOUT_MS },
    );
  }

  /** 'LT-Summit 2025' */
  private nameOf(startsOn: string): string {
    return `${this.config.productName} ${yearOf(startsOn)}`;
  }

  /** The next edition starts after the current one and in a later year; an edition's year is archived once. */
  private async check(tx: Tx, currentStartsOn: string, next: NextEdition): Promise<void> {
    if (next.event_ends_on < next.event_starts_on) {
      throw fieldError('body', 'event_ends_on', text(/*i18n*/ '{ends} must be on or after {starts}', { ends: 'event_ends_on', starts: 'event_starts_on' }));
    }
    if (yearOf(next.event_starts_on) <= yearOf(currentStartsOn)) {
      throw fieldError(
        'body',
        'event_starts_on',
        text(/*i18n*/ 'The next edition must start in a later year than the current one ({year})', { year: yearOf(currentStartsOn) }),
      );
    }
    const year = yearOf(currentStartsOn);
    if (await tx.edition.findUnique({ where: { year }, select: { year: true } })) {
      throw new ConflictException(text(/*i18n*/ 'The edition of {year} is already in the archive', { year }));
    }
  }
}
