// The programme as the public may see it: the latest release's in release mode, the sessions tables' in live mode.
// Every public reader of sessions goes through here (the read model, calendar files and feeds, saved sessions,
// ratings), so nothing of a draft leaks.
//
// A release freezes the schedule (times, rooms, titles, which speakers and in what order), not the speakers'
// profiles: a renamed speaker or a new photo is public at once, as in live mode, so a released session's speakers are
// filled in from their current public profiles when served (a speaker deleted or hidden since is left out).
// Likewise a session's texts in other languages than English are its current ones: a translation is public once
// saved, in both modes (the release keeps the English texts it froze).
import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages.js';
import { inLanguage, readTranslations, resolved } from '../i18n/translations.js';
import {
  releasedProgramme,
  SESSION_TEXTS,
  SPEAKER_CARD_TEXTS,
  textsIn,
  toSessionSpeaker,
  toSessionView,
  type SeatsView,
  type SessionRow,
  type SessionView,
} from '../sessions/session.view.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { LatestRelease } from '../sessions/latest-release.js';
import { scheduleMode } from '../sessions/schedule-mode.js';
import { withMedia } from './session-media.js';

type Db = Prisma.TransactionClient;

@Injectable()
export class PublishedProgramme {
  constructor(
    private readonly prisma: PrismaService,
    private readonly sessions: SessionsService,
    private readonly latest: LatestRelease,
  ) {}

  /** The public views of the programme (English), in list order; only those with these ids when given. */
  async views(db: Db = this.prisma, ids?: readonly number[]): Promise<SessionView[]> {
    return (await this.viewsByLanguage(db, ids, [DEFAULT_LANGUAGE]))[DEFAULT_LANGUAGE];
  }

  /** The same in each of `languages`, read once, with their seats (issue 46), recordings and rooms' streams (47) as they are now. */
  async viewsByLanguage(db: Db, ids?: readonly number[], languages: readonly Language[] = LANGUAGES): Promise<Record<Language, SessionView[]>> {
    const { byLanguage, rows } = await this.programmeByLanguage(db, ids, languages);
    const views = Object.values(byLanguage)[0] ?? [];
    const seats = await seatsOf(db, views, rows);
    const media = await withMedia(db, views, rows);
    for (const language of languages) byLanguage[language] = byLanguage[language].map((session) => media(withSeats(session, seats.get(session.id))));
    return byLanguage;
  }

  /** The views, and in live mode the rows they were made from (whose sign-up settings are current). */
  private async programmeByLanguage(
    db: Db,
    ids: readonly number[] | undefined,
    languages: readonly Language[],
  ): Promise<{ byLanguage: Record<Language, SessionView[]>; rows?: SessionRow[] }> {
    const byLanguage = {} as Record<Language, SessionView[]>;
    if ((await scheduleMode(db)) === 'release') {
      const released = await this.latest.programme(db);
      if (released) {
        const wanted = ids && new Set(ids);
        const shown = wanted ? released.filter((s) => wanted.has(s.id)) : released;
        const translated = languages.some((l) => l !== DEFAULT_LANGUAGE) ? await this.sessionTranslations(db, shown) : new Map<number, unknown>();
        const speakers = await this.currentSpeakers(db, shown);
        for (const language of languages) {
          byLanguage[language] = shown.map((session) => ({
            ...resolved(session, readTranslations(translated.get(session.id), SESSION_TEXTS), language, SESSION_TEXTS),
            ...textsIn(session, translated.get(session.id), language),
            speakers: session.speakers.flatMap((s) => {
              const now = speakers.get(s.id);
              return now ? [toSessionSpeaker(inLanguage(now, language, SPEAKER_CARD_TEXTS), s.display_order)] : [];
            }),
          }));
        }
        return { byLanguage };
      }
    }
    const rows = await this.sessions.list(db, ids);
    for (const language of languages)
      byLanguage[language] = rows.map((row) => ({ ...toSessionView(sessionIn(row, language)), ...textsIn(row, row.translations, language) }));
    return { byLanguage, rows };
  }

  /** One session as release `number` published it; null when that release has no such session. */
  async inRelease(db: Db, number: number, id: number): Promise<SessionView | null> {
    const row = await db.scheduleRelease.findUnique({ where: { number }, select: { programme: true } });
    return (row && releasedProgramme(row.programme).find((s) => s.id === id)) ?? null;
  }

  /** The current public profiles of the released sessions' speakers, by id: one query. */
  private async currentSpeakers(db: Db, released: SessionView[]) {
    const ids = [...new Set(released.flatMap((s) => s.speakers.map((speaker) => speaker.id)))];
    const rows = ids.length ? await db.speaker.findMany({ where: { id: { in: ids }, display_on_public: true } }) : [];
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** The sessions' current translations, by id. */
  private async sessionTranslations(db: Db, released: SessionView[]) {
    const rows = await db.session.findMany({ where: { id: { in: released.map((s) => s.id) } }, select: { id: true, translations: true } });
    return new Map<number, unknown>(rows.map((r) => [r.id, r.translations]));
  }
}

/**
 * Whether each session needs sign-up, its capacity and how many have a seat or wait, as they are now: sign-ups are
 * live in release mode too (a release freezes the schedule, not who signed up). At most two queries, however many
 * sessions; none when no session needs sign-up and the live rows are at hand (live mode).
 */
async function seatsOf(db: Db, views: readonly SessionView[], live?: readonly SessionRow[]): Promise<Map<number, SeatsView>> {
  if (views.length === 0) return new Map();
  const rows = live
    ? live.filter((r) => r.signup_required)
    : await db.session.findMany({ where: { id: { in: views.map((v) => v.id) }, signup_required: true }, select: { id: true, capacity: true } });
  const seats = new Map<number, SeatsView>(rows.map((r) => [r.id, { capacity: r.capacity, taken: 0, waitlist: 0 }]));
  if (seats.size === 0) return seats;
  const counts = await db.sessionSignup.groupBy({ by: ['session_id', 'status'], where: { session_id: { in: [...seats.keys()] } }, _count: { _all: true } });
  for (const c of counts) {
    const s = seats.get(c.session_id)!;
    if (c.status === 'confirmed') s.taken = c._count._all;
    else s.waitlist = c._count._all;
  }
  return seats;
}

/** A session with its live seats; only a session that needs sign-up (as it is now) has any. */
function withSeats(session: SessionView, seats: SeatsView | undefined): SessionView {
  return { ...session, signup_required: seats !== undefined, seats: seats ?? null };
}

/** A session row with its and its speakers' texts in `language`. */
export function sessionIn(row: SessionRow, language: Language): SessionRow {
  return {
    ...inLanguage(row, language, SESSION_TEXTS),
    speakers: row.speakers.map((s) => ({ ...s, speaker: inLanguage(s.speaker, language, SPEAKER_CARD_TEXTS) })),
  };
}
