import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { AuditService } from '../audit/audit.service.js';
import { fieldError } from '../http/api-error.js';
import { Clock } from '../common/clock.js';
import { setVenueTimeZone } from '../common/event-time.js';
import { text } from '../i18n/error-text.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DEFAULT_HERO_CONTENT } from '../content/site-content.defaults.js';
import type { AdminSettings, PublicSettings } from '../views/settings.view.js';
import { Changes } from '../events/changes.service.js';
import { DomainEvents } from '../events/domain-events.js';
import type { ConferenceSettings, Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import { accepts, nextTurn, type CallWindow } from './call-windows.js';

const SETTINGS_ID = 1;
/** setTimeout's longest delay (about 24.8 days): a later turn is waited for in steps. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

const cfpWindow = (row: ConferenceSettings): CallWindow => ({ on: row.accepting_cfp, opensAt: row.cfp_opens_at, closesAt: row.cfp_closes_at });
const sponsorshipWindow = (row: ConferenceSettings): CallWindow => ({
  on: row.accepting_sponsors,
  opensAt: row.sponsorship_opens_at,
  closesAt: row.sponsorship_closes_at,
});

/** What everyone may know of the settings row, at `now`: whether each call accepts, and when they open and close. */
export const publicSettings = (row: ConferenceSettings, now: Date): PublicSettings => ({
  accepting_cfp: accepts(cfpWindow(row), now),
  accepting_sponsors: accepts(sponsorshipWindow(row), now),
  review_phase: row.review_phase,
  cfp_opens_at: row.cfp_opens_at?.toISOString() ?? null,
  cfp_closes_at: row.cfp_closes_at?.toISOString() ?? null,
  sponsorship_opens_at: row.sponsorship_opens_at?.toISOString() ?? null,
  sponsorship_closes_at: row.sponsorship_closes_at?.toISOString() ?? null,
  event_starts_on: row.event_starts_on,
  event_ends_on: row.event_ends_on,
  time_zone: row.time_zone,
  ticket_price: row.ticket_price_cents / 100,
  ticket_currency: row.ticket_currency,
  sponsorship_currency: row.sponsorship_currency,
  screens_show_questions: row.screens_show_questions,
});

/** What organisers see and edit of it: the switches as they set them, and whether each call accepts now. */
const adminSettings = (row: ConferenceSettings, now: Date): AdminSettings => {
  const shown = publicSettings(row, now);
  return {
    ...shown,
    accepting_cfp: row.accepting_cfp,
    accepting_sponsors: row.accepting_sponsors,
    cfp_accepting_now: shown.accepting_cfp,
    sponsorship_accepting_now: shown.accepting_sponsors,
    feedback_requires_payment: row.feedback_requires_payment,
    questions_moderated: row.questions_moderated,
    questions_from_visitors: row.questions_from_visitors,
    questions_open_before_min: row.questions_open_before_min,
    questions_close_after_min: row.questions_close_after_min,
  };
};

/** A call closes after it opens and the edition ends on or after its first day, as they will be stored. */
function inOrder(row: ConferenceSettings): void {
  const pairs = [
    ['cfp_opens_at', 'cfp_closes_at', row.cfp_opens_at, row.cfp_closes_at],
    ['sponsorship_opens_at', 'sponsorship_closes_at', row.sponsorship_opens_at, row.sponsorship_closes_at],
  ] as const;
  for (const [opens, closes, opensAt, closesAt] of pairs) {
    if (opensAt && closesAt && closesAt <= opensAt) throw fieldError('body', closes, text(/*i18n*/ '{closes} must be after {opens}', { closes, opens }));
  }
  if (row.event_ends_on < row.event_starts_on) {
    throw fieldError('body', 'event_ends_on', text(/*i18n*/ '{ends} must be on or after {starts}', { ends: 'event_ends_on', starts: 'event_starts_on' }));
  }
}

/** The settings as stored: instants as dates. */
export type SettingsChanges = Partial<Omit<ConferenceSettings, 'id'>>;

/**
 * The one settings row, created on first use. Prisma's upsert reads, then inserts, so two first uses at once could
 * collide; an insert that skips an existing row (ON CONFLICT DO NOTHING) cannot.
 */
export async function settingsRow(db: Prisma.TransactionClient) {
  const row = await db.conferenceSettings.findUnique({ where: { id: SETTINGS_ID } });
  if (row) return row;
  await db.conferenceSettings.createMany({ data: [{ id: SETTINGS_ID }], skipDuplicates: true });
  return db.conferenceSettings.findUniqueOrThrow({ where: { id: SETTINGS_ID } });
}

@Injectable()
export class SettingsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Settings');
  private turnTimer?: NodeJS.Timeout;
  private stopWatchingClock?: () => void;
  private stopFollowingZone?: () => void;

  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly changes: Changes,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
  ) {}

  /**
   * A call opens or closes by itself at its instant: every open page hears of it then, as of an organiser's switch.
   * At start-up too, for an instant that passed while the app was down (publishing unchanged settings changes nothing).
   */
  async onModuleInit() {
    // Every date this process writes (mails, feeds, labels) is in the venue's zone: as stored, then as changed (here or
    // by another replica: every process hears settings.updated).
    this.stopFollowingZone = this.events.on('settings.updated', ({ settings }) => setVenueTimeZone(settings.time_zone));
    try {
      setVenueTimeZone((await this.row()).time_zone);
    } catch (error) {
      this.logger.warn(`Could not read the venue's time zone, using the default: ${(error as Error).message}`);
    }
    this.stopWatchingClock = this.clock.onShift(() => void this.publishTurn());
    void this.publishTurn();
  }

  onModuleDestroy() {
    clearTimeout(this.turnTimer);
    this.stopWatchingClock?.();
    this.stopFollowingZone?.();
  }

  row(db: Prisma.TransactionClient = this.prisma) {
    return settingsRow(db);
  }

  /** The row as everyone reads it now. */
  shown(row: ConferenceSettings): PublicSettings {
    return publicSettings(row, this.clock.now());
  }

  async get(db: Prisma.TransactionClient = this.prisma): Promise<PublicSettings> {
    return publicSettings(await this.row(db), this.clock.now());
  }

  async forAdmin(): Promise<AdminSettings> {
    return adminSettings(await this.row(), this.clock.now());
  }

  /** The home overview's HTML block; the default text until organisers write their own. */
  async heroContent(db: Prisma.TransactionClient = this.prisma): Promise<string> {
    const stored = (await this.row(db)).hero_content.trim();
    return (stored || DEFAULT_HERO_CONTENT).replaceAll('{product}', this.config.productName);
  }

  /** The switches are saved together (spec); the change reaches every open page at once. */
  async update(actor: AuthUser, changes: SettingsChanges): Promise<AdminSettings> {
    const now = this.clock.now();
    const saved = await this.audit.change(actor, 'settings', async (tx, announce) => {
      const before = await settingsRow(tx);
      inOrder({ ...before, ...changes });
      const row = await tx.conferenceSettings.update({ where: { id: SETTINGS_ID }, data: changes });
      const after = adminSettings(row, now);
      announce('settings.updated', { settings: publicSettings(row, now) });
      // The audit trail keeps what organisers set, not what followed from the clock at that moment.
      const asSet = (settings: AdminSettings) => {
        const { cfp_accepting_now: _cfp, sponsorship_accepting_now: _sponsorship, ...set } = settings;
        return set;
      };
      return {
        result: after,
        record: { entityId: SETTINGS_ID, summary: 'Conference settings', before: asSet(adminSettings(before, now)), after: asSet(after) },
      };
    });
    void this.planNextTurn();
    return saved;
  }

  /** Waits for the next instant a call opens or closes, then publishes the settings as they read from then on. */
  private async planNextTurn(): Promise<void> {
    clearTimeout(this.turnTimer);
    try {
      const row = await this.row();
      const turn = nextTurn([cfpWindow(row), sponsorshipWindow(row)], this.clock.now());
      if (!turn) return;
      const wait = Math.min(turn.getTime() - this.clock.now().getTime(), LONGEST_WAIT_MS);
      this.turnTimer = setTimeout(() => void (this.clock.now() >= turn ? this.publishTurn() : this.planNextTurn()), wait);
      this.turnTimer.unref();
    } catch (error) {
      this.logger.warn(`Could not plan the calls' next opening or closing: ${(error as Error).message}`);
    }
  }

  /** Publishes the settings as they read now (the read model keeps them only if they changed), then waits for the next turn. */
  private async publishTurn(): Promise<void> {
    clearTimeout(this.turnTimer);
    try {
      await this.changes.commit(async (tx, announce) => announce('settings.updated', { settings: publicSettings(await settingsRow(tx), this.clock.now()) }));
    } catch (error) {
      // Tried again shortly: the calls' own checks already follow the clock, only open pages wait for the news.
      this.logger.warn(`Could not publish a call's opening or closing, retrying: ${(error as Error).message}`);
      this.turnTimer = setTimeout(() => void this.publishTurn(), 5000);
      this.turnTimer.unref();
      return;
    }
    await this.planNextTurn();
  }
}
