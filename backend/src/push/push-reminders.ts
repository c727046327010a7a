// "Starts in N minutes" (issue 44): each device that asked for reminders (reminder_minutes 5, 10 or 15) is told once
// before each session it follows starts: an account's saved sessions, an anonymous device's stars. No timer per
// reminder: every PLAN_MS one pass looks at the published programme's sessions starting within the longest reminder
// time and writes what is due to the push outbox, keyed by the session and its start. So a session that moves is
// reminded of at its new time (a new key), never twice for one start, and none for a session already started or
// cancelled. Every app instance plans (the keys make it idempotent); the push relay sends.
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { i18nIn, LANGUAGES, languageOr, type Language } from '../i18n/languages.js';
import { PrismaService } from '../prisma/database.js';
import { PublishedProgramme } from '../schedule-releases/published-programme.js';
import { REMINDER_MINUTES } from './push-topics.js';

const PLAN_MS = 15_000;
const LONGEST_MS = Math.max(...REMINDER_MINUTES) * 60_000;

interface Due {
  session_id: number;
  subscription_id: number;
  language: string;
}

@Injectable()
export class PushReminders implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('PushReminders');
  private timer?: NodeJS.Timeout;
  /** The pass under way: passes never overlap. */
  private pass?: Promise<number>;

  constructor(
    private readonly prisma: PrismaService,
    private readonly published: PublishedProgramme,
  ) {}

  onModuleInit() {
    // The timer skips a beat while a pass is under way, rather than queueing behind it.
    this.timer = setInterval(() => void (this.pass ?? this.plan()), PLAN_MS);
    this.timer.unref();
  }

  onModuleDestroy() {
    clearInterval(this.timer);
  }

  /**
   * Writes the reminders due now; returns how many were new. A pass under way (the timer's) is waited for first, so
   * that what is due now has been written when this resolves.
   */
  async plan(now?: Date): Promise<number> {
    while (this.pass) await this.pass;
    const pass = this.planOnce(now ?? new Date());
    this.pass = pass;
    try {
      return await pass;
    } finally {
      if (this.pass === pass) this.pass = undefined;
    }
  }

  private async planOnce(now: Date): Promise<number> {
    try {
      // Most passes find no device that wants reminders, or no session about to start.
      if (!(await this.prisma.pushSubscription.findFirst({ where: { topics: { has: 'reminders' }, reminder_minutes: { not: null } }, select: { id: true } })))
        return 0;
      const views = await this.published.viewsByLanguage(this.prisma, undefined, LANGUAGES);
      const soon = views.en.filter((s) => {
        const until = Date.parse(s.startTime) - now.getTime();
        return s.status !== 'cancelled' && until > 0 && until <= LONGEST_MS;
      });
      let written = 0;
      for (const session of soon) {
        const startsAt = new Date(session.startTime);
        const minutesLeft = Math.ceil((startsAt.getTime() - now.getTime()) / 60_000);
        // Devices whose reminder time has come: an account's that saved the session, an anonymous one that starred it.
        const due = await this.prisma.$queryRaw<Due[]>`
          SELECT ${session.id}::int AS session_id, d.id AS subscription_id, d.language
          FROM push_subscriptions d
          WHERE 'reminders' = ANY(d.topics) AND d.reminder_minutes >= ${minutesLeft} AND NOT (${session.id}::int = ANY(d.muted_session_ids))
            AND ((d.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM saved_sessions s WHERE s.user_id = d.user_id AND s.session_id = ${session.id}))
              OR (d.user_id IS NULL AND ${session.id}::int = ANY(d.session_ids)))`;
        if (due.length === 0) continue;
        const titles = Object.fromEntries(LANGUAGES.map((l) => [l, views[l].find((s) => s.id === session.id)?.title ?? session.title])) as Record<
          Language,
          string
        >;
        const ttlSeconds = Math.max(1, Math.floor((startsAt.getTime() - now.getTime()) / 1000));
        const { count } = await this.prisma.pushOutbox.createMany({
          data: due.map((device) => {
            const language = languageOr(device.language);
            const i18n = i18nIn(language);
            return {
              subscription_id: device.subscription_id,
              key: `reminder:${session.id}:${startsAt.toISOString()}`,
              message: {
                title: i18n._('{minutes, plural, one {Starts in # minute} other {Starts in # minutes}}', { minutes: minutesLeft }),
                body: i18n._('{title}, in {room}', { title: titles[language], room: session.room || i18n._('TBA') }),
                url: `${language === 'de' ? '/de' : ''}/sessions/${session.id}`,
                tag: `reminder-${session.id}`,
                session_id: session.id,
              },
              // Kept until the session starts: a reminder after that is no use.
              ttl_seconds: ttlSeconds,
              urgency: 'high',
              topic: `reminder-${session.id}`,
            };
          }),
          skipDuplicates: true,
        });
        written += count;
      }
      return written;
    } catch (error) {
      this.logger.warn(`Planning reminders failed, trying again: ${(error as Error).message}`);
      return 0;
    }
  }
}
