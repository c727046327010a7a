import { z } from 'zod';
import { dateTime, day, id } from '../views/fields.js';
import { LANGUAGES, type Language as PageLanguage } from '../i18n/languages.js';
import { readTranslations, shownInOtherLanguage, TranslatedFields, translationsOf, type Translations } from '../i18n/translations.js';
import type { Prisma } from '../generated/prisma/client.js';
import { MAX_SUGGESTIONS, type RoomInterest } from './room-interest.js';
import { ChangeKindView, type ChangeKind } from './schedule-changes.js';
import type { Slot } from './schedule-conflicts.js';
import { SessionStatus as SessionStatusEnum } from '../generated/prisma/enums.js';
import { SESSION_LANGUAGES, SESSION_TYPES, type SessionLanguage as Language } from './session.dto.js';

export const sessionWithSpeakers = {
  speakers: { include: { speaker: true }, orderBy: { display_order: 'asc' } },
} satisfies Prisma.SessionInclude;

export type SessionRow = Prisma.SessionGetPayload<{ include: typeof sessionWithSpeakers }>;

/** A session's texts that organisers enter in each language (i18n/translations.ts). */
export const SESSION_TEXTS = ['title', 'description'] as const;
/** The speaker texts a session card shows, in the reader's language. */
export const SPEAKER_CARD_TEXTS = ['title', 'bio'] as const;

/** The user accounts of a session's speakers (those who have one): who is told when it changes. */
export const speakerAccounts = (session: SessionRow): number[] => session.speakers.flatMap((s) => (s.speaker.user_id === null ? [] : [s.speaker.user_id]));

export const SessionType = z.enum(SESSION_TYPES).meta({ id: 'SessionType' });
export const SessionLanguage = z
  .enum(SESSION_LANGUAGES)
  .meta({ id: 'SessionLanguage', description: "What the session is held in: English, German, or both ('both')." });
export const SessionStatus = z.enum(SessionStatusEnum).meta({ id: 'SessionStatus', description: 'Cancelled sessions stay in the lists, marked as cancelled.' });

export const SessionSpeakerView = z
  .object({
    id: id(),
    name: z.string(),
    title: z.string(),
    bio: z.string(),
    image: z.string().nullable().meta({ description: 'An absolute URL or a path on this server (/uploads/...).' }),
    display_order: z.number().int(),
  })
  .meta({ id: 'SessionSpeaker' });

export const SeatsView = z
  .object({
    capacity: z.number().int().nullable().meta({ description: 'The seats; null: as many as sign up.' }),
    taken: z.number().int(),
    waitlist: z.number().int().meta({ description: 'How many wait for a seat.' }),
  })
  .meta({ id: 'Seats', description: 'Seats at a session that needs sign-up, live (issue 46).' });
export type SeatsView = z.output<typeof SeatsView>;

/**
 * A session's recording (issue 47). Not recorded (`recording_optout`, frab's <recording><optout>) when organisers
 * marked it so OR any of its speakers refused consent to recording: one refusal is enough, as a recording cannot
 * leave one speaker out.
 */
const RecordingFields = {
  recording_url: z.string().nullable().meta({ description: 'Where the recording is (https), once published; else null.' }),
  do_not_record: z.boolean().meta({ description: 'Organisers marked the session as not recorded.' }),
  recording_optout: z.boolean().meta({ description: 'Not recorded: do_not_record, or a speaker refused consent to recording.' }),
};

export const SessionView = z
  .object({
    id: id(),
    title: z.string(),
    description: z.string(),
    date: day().meta({ description: 'UTC date of the start, YYYY-MM-DD.' }),
    time: z.string().meta({ description: 'UTC time of the start, HH:MM.' }),
    startTime: dateTime(),
    endTime: dateTime(),
    duration: z.number().int().meta({ description: 'Minutes.' }),
    room: z.string().meta({ description: "'TBA' while no room is set." }),
    track: z.string(),
    type: SessionType,
    status: SessionStatus,
    language: SessionLanguage,
    capacity: z.number().int().nullable(),
    signup_required: z.boolean().meta({ description: 'Seats are signed up for (POST /api/sessions/{id}/signup).' }),
    seats: SeatsView.nullable().meta({ description: 'Seats taken and the waitlist, when the session needs sign-up; else null.' }),
    version: z.number().int().meta({ description: 'Raised by every edit; send it back with an edit to have a stale one refused (409).' }),
    speakers: z.array(SessionSpeakerView).meta({ description: 'In display order; speakers hidden from the public site are left out.' }),
    ...RecordingFields,
    stream_url: z.string().nullable().meta({ description: "Where the session's room is streamed live (https); null: not streamed." }),
    on_map: z.boolean().meta({ description: 'Its room is placed on a venue map (GET /public/venue-maps; the page /venue?room=<room>).' }),
    texts_in: z
      .object({ title: z.enum(LANGUAGES).optional(), description: z.enum(LANGUAGES).optional() })
      .optional()
      .meta({
        description:
          'The texts shown in another language than the one asked for, as it has none of its own, and the language each is in (a page marks them with lang). Absent: every text is in the language asked for.',
      }),
  })
  .meta({ id: 'Session', description: 'A session as the public API shows it (spec: Session entity).' });
export type SessionView = z.output<typeof SessionView>;

export const ConflictView = z
  .object({
    type: z.enum(['room', 'speaker']),
    session_id: id(),
    title: z.string(),
    speaker_id: id().optional().meta({ description: 'For a speaker clash: who is booked twice.' }),
    speaker_name: z.string().optional(),
  })
  .meta({ id: 'Conflict', description: 'A clash with another session: the same room, or a speaker due in two places at once.' });
export type ConflictView = z.output<typeof ConflictView>;

export const RoomCapacityView = z.object({ name: z.string(), capacity: z.number().int() }).meta({ id: 'RoomCapacity' });

export const InterestView = z
  .object({
    saved: z.number().int(),
    capacity: z.number().int().meta({ description: "The room's capacity." }),
    suggested_rooms: z.array(RoomCapacityView).meta({
      description: `Rooms that hold every saver and have no other session at any moment of this one, the smallest first (at most ${MAX_SUGGESTIONS}).`,
    }),
  })
  // No id of its own: a nullable reference is not valid OpenAPI 3.0 (nullable needs a type beside it).
  .meta({ description: 'More attendees saved the session than its room holds.' });

export const UnavailableSpeakerView = z
  .object({ id: id(), name: z.string() })
  .meta({ id: 'UnavailableSpeaker', description: 'A speaker who entered when they can speak, and is not available for the whole session.' });
export type UnavailableSpeakerView = z.output<typeof UnavailableSpeakerView>;

export const SessionHostView = z.object({ id: id(), name: z.string(), email: z.string() }).meta({ id: 'SessionHost' });
export type SessionHostView = z.output<typeof SessionHostView>;

export const AdminSessionView = SessionView.omit({ texts_in: true })
  .extend({
    speakers: z.array(SessionSpeakerView.omit({ bio: true }).extend({ display_on_public: z.boolean() }).meta({ id: 'AdminSessionSpeaker' })),
    speaker_ids: z.array(id()),
    updated_at: dateTime(),
    signup_opens_at: dateTime().nullable().meta({ description: 'When sign-up opens; null: at once.' }),
    signup_closes_at: dateTime().nullable().meta({ description: "When sign-up closes; null: at the session's start." }),
    conflicts: z.array(ConflictView),
    saved_count: z.number().int().meta({ description: 'How many attendees saved it to their schedule.' }),
    room_capacity: z
      .number()
      .int()
      .nullable()
      .meta({ description: "What its room holds (set per room); null for 'TBA' or a room without a capacity. `capacity` stays the session's own." }),
    interest: InterestView.nullable().meta({ description: 'Set while a scheduled session has more savers than its room holds; otherwise null.' }),
    recording_refused_by: z
      .array(UnavailableSpeakerView)
      .meta({ description: 'Its speakers who said no to being recorded (in the call for proposals or their profile).' }),
    unavailable_speakers: z
      .array(UnavailableSpeakerView)
      .meta({ description: 'Speakers the session is placed outside the availability of (none when cancelled).' }),
    ...TranslatedFields,
    host: SessionHostView.nullable().meta({ description: 'The account named to host the session (moderates its questions); null: none.' }),
    unreleased: z.array(ChangeKindView).meta({
      description:
        "Release mode: how the draft's session differs from the latest release, as the draft's changelog names it (['added'], ['moved', 'room'], ...); empty when unchanged, and always empty in live mode.",
    }),
  })
  .meta({
    id: 'AdminSession',
    description:
      'What organisers see: every speaker (hidden ones flagged), the last change, the clashes, the interest against room size, the speakers unavailable then and what is not yet released.',
  });
export type AdminSessionView = z.output<typeof AdminSessionView>;

/** The 409 of an edit based on a stale version: the reason, and the session as it is now (to reload or re-apply). */
export const StaleEditView = z
  .object({ detail: z.string(), current: AdminSessionView })
  .meta({ id: 'StaleEdit', description: 'The edit was based on a stale `version`: why, and the session as it is now.' });

/** A session as the public API shows it (spec: Session entity), speakers in display order, hidden speakers left out. */
/** `texts_in` of a session's view in `language`, or nothing when every text is in it. */
export function textsIn(record: { title: string; description: string }, translations: unknown, language: PageLanguage): Pick<SessionView, 'texts_in'> {
  const read = readTranslations(translations, SESSION_TEXTS) as Translations<(typeof SESSION_TEXTS)[number]>;
  const shown = shownInOtherLanguage(record, read, language, SESSION_TEXTS);
  return Object.keys(shown).length ? { texts_in: shown } : {};
}

export function toSessionView(session: SessionRow): SessionView {
  const start = session.start_time;
  const end = session.end_time;
  return {
    id: session.id,
    title: session.title,
    description: session.description,
    date: start.toISOString().slice(0, 10),
    time: start.toISOString().slice(11, 16),
    startTime: start.toISOString(),
    endTime: end.toISOString(),
    duration: Math.max(0, Math.round((end.getTime() - start.getTime()) / 60_000)) || 60,
    room: session.room || 'TBA',
    track: session.track || 'Main Track',
    type: (session.type || 'talk') as SessionView['type'],
    status: session.status as SessionView['status'],
    language: languageOf(session.language),
    capacity: session.capacity,
    signup_required: session.signup_required,
    // Counted where the public programme is read (schedule-releases/published-programme.ts, withSeats).
    seats: null,
    version: session.version,
    speakers: session.speakers.filter((s) => s.speaker.display_on_public).map((s) => toSessionSpeaker(s.speaker, s.display_order)),
    recording_url: session.recording_url,
    do_not_record: session.do_not_record,
    recording_optout: session.do_not_record || refusedRecording(session).length > 0,
    // Its room's, filled in where the public programme is read (schedule-releases/published-programme.ts).
    stream_url: null,
    on_map: false,
  };
}

/** The session's speakers (hidden ones too) who said no to being recorded. */
export const refusedRecording = (session: SessionRow) =>
  session.speakers.filter((s) => s.speaker.recording_consent === false).map((s) => ({ id: s.speaker.id, name: s.speaker.name }));

/** A stored language as the view names it; anything else (none yet, as in releases made before it existed) is English. */
const languageOf = (stored: unknown): Language => (SESSION_LANGUAGES.includes(stored as Language) ? (stored as Language) : 'en');

/**
 * A release's programme as stored (schedule_releases.programme: the SessionView JSON of its day). Releases are never
 * rewritten, so fields the view gained since are filled in here: one reader for every place that reads them.
 */
export function releasedProgramme(json: string): SessionView[] {
  type Stored = Omit<SessionView, 'language' | 'signup_required' | 'seats' | keyof typeof RecordingFields | 'stream_url' | 'on_map'> &
    Partial<Pick<SessionView, keyof typeof RecordingFields>> & { language?: unknown; signup_required?: boolean };
  return (JSON.parse(json) as Stored[]).map((s) => ({
    ...s,
    language: languageOf(s.language),
    signup_required: s.signup_required ?? false,
    seats: null,
    recording_url: s.recording_url ?? null,
    do_not_record: s.do_not_record ?? false,
    recording_optout: s.recording_optout ?? false,
    stream_url: null,
    on_map: false,
  }));
}

/** A speaker as a session card shows them (the public profile fields only). */
export function toSessionSpeaker(
  speaker: Pick<SessionRow['speakers'][number]['speaker'], 'id' | 'name' | 'title' | 'bio' | 'image_url'>,
  display_order: number,
): SessionView['speakers'][number] {
  return { id: speaker.id, name: speaker.name, title: speaker.title ?? '', bio: speaker.bio ?? '', image: speaker.image_url ?? null, display_order };
}

/**
 * What organisers see: the public view plus every speaker (hidden ones too, flagged), the last change, the
 * session's clashes with others, how many saved it against what its room holds, the speakers it is placed
 * outside the availability of, and how it differs from the latest release.
 */
export function toAdminSessionView(
  session: SessionRow,
  conflicts: ConflictView[],
  interest: RoomInterest,
  unavailable: UnavailableSpeakerView[],
  unreleased: ChangeKind[],
  host: SessionHostView | null = null,
): AdminSessionView {
  return {
    ...toSessionView(session),
    speakers: session.speakers.map((s) => ({
      id: s.speaker.id,
      name: s.speaker.name,
      title: s.speaker.title ?? '',
      image: s.speaker.image_url ?? null,
      display_order: s.display_order,
      display_on_public: s.speaker.display_on_public,
    })),
    speaker_ids: session.speakers.map((s) => s.speaker.id),
    updated_at: session.updated_at.toISOString(),
    signup_opens_at: session.signup_opens_at?.toISOString() ?? null,
    signup_closes_at: session.signup_closes_at?.toISOString() ?? null,
    conflicts,
    ...interest,
    recording_refused_by: refusedRecording(session),
    unavailable_speakers: unavailable,
    ...translationsOf(session, SESSION_TEXTS),
    host,
    unreleased,
  };
}

export function toSlot(session: SessionRow): Slot {
  return {
    id: session.id,
    title: session.title,
    room: session.room,
    start_time: session.start_time,
    end_time: session.end_time,
    status: session.status,
    speakers: session.speakers.map((s) => ({ id: s.speaker.id, name: s.speaker.name })),
  };
}
