import { z } from 'zod';
import { RequestDto } from '../http/request-dto.js';
import { translationsField } from '../i18n/translations.js';
import { blankToNull, filledIn, isoDateTime, lowerCased, optionalHttpsAddress, typeError } from '../http/request-fields.js';
import { ROOM_NAME } from '../rooms/room.dto.js';
import { SessionStatus } from '../generated/prisma/enums.js';
import { fixedText } from '../i18n/error-text.js';

export const SESSION_TYPES = ['talk', 'keynote', 'presentation', 'workshop', 'panel', 'networking', 'break'] as const;
/** What a session is held in: English, German, or both (prisma/schema.prisma: sessions.language, default en). */
export const SESSION_LANGUAGES = ['en', 'de', 'both'] as const;
export type SessionLanguage = (typeof SESSION_LANGUAGES)[number];
/** The statuses the database knows (prisma/schema.prisma). */
export const SESSION_STATUSES = Object.values(SessionStatus);
/** Spec: at most 5 speakers per session (the picker's limit, which the server holds too). */
export const MAX_SPEAKERS_PER_SESSION = 5;

const TOO_MANY_SPEAKERS = fixedText(/*i18n*/ 'a session has at most {max} speakers', { max: MAX_SPEAKERS_PER_SESSION });
const startTime = () => isoDateTime(/*i18n*/ 'startTime must be a date and time');
const endTime = () => isoDateTime(/*i18n*/ 'endTime must be a date and time');
/** A room's name, trimmed; blank or null: no room. */
const room = () => roomName().transform(blankToNull).nullish();
/** A session's track (the programme's filter groups by it): named, trimmed; a session without one is in 'Main Track'. */
const track = () => filledIn('track', 100).regex(ROOM_NAME, { error: /*i18n*/ 'track must not contain control characters' });
const roomName = () => z.string().trim().max(100).regex(ROOM_NAME, { error: /*i18n*/ 'room must not contain control characters' });
const speakerIds = (error?: string) =>
  z.array(z.int(typeError(/*i18n*/ 'speaker_ids must be whole numbers'))).max(MAX_SPEAKERS_PER_SESSION, error === undefined ? undefined : { error });

export const SessionSpeakerRef = z
  .object({
    id: z.int(typeError(/*i18n*/ 'speaker id must be a whole number')).min(1),
    display_order: z.int(typeError(/*i18n*/ 'display_order must be a whole number')).min(0).max(1000).optional(),
  })
  .meta({ id: 'SessionSpeakerRef' });
export type SessionSpeakerRef = z.output<typeof SessionSpeakerRef>;

/**
 * POST /api/admin/sessions (spec: title, description, type, startTime, endTime, room, capacity, status, speakers as
 * [{id, display_order}] plus speaker_ids; and the language it is held in, English by default, and its track, 'Main
 * Track' by default). `speakers` wins when both are sent; its order is rewritten to 0..n-1.
 */
const CreateSessionBody = z.object({
  title: filledIn('title', 300),
  description: z.string(typeError(/*i18n*/ 'description must be text')).trim().max(10_000).optional(),
  type: lowerCased(
    z.enum(SESSION_TYPES, { error: fixedText(/*i18n*/ '{field} must be one of {values}', { field: 'type', values: SESSION_TYPES.join(', ') }) }),
  ).optional(),
  startTime: startTime(),
  endTime: endTime(),
  room: room(),
  track: track().optional(),
  capacity: z.int(typeError(/*i18n*/ 'capacity must be a whole number')).min(1, { error: /*i18n*/ 'capacity must be at least 1' }).max(100_000).nullish(),
  /** Seats are signed up for (issue 46): `capacity` of them, then a waitlist; open from/until (null: at once/at the start). */
  signup_required: z.boolean(typeError(/*i18n*/ 'signup_required must be true or false')).optional(),
  signup_opens_at: isoDateTime(/*i18n*/ 'signup_opens_at must be a date and time').nullish(),
  signup_closes_at: isoDateTime(/*i18n*/ 'signup_closes_at must be a date and time').nullish(),
  status: lowerCased(
    z.enum(SessionStatus, { error: fixedText(/*i18n*/ '{field} must be one of {values}', { field: 'status', values: SESSION_STATUSES.join(', ') }) }),
  ).optional(),
  language: lowerCased(
    z.enum(SESSION_LANGUAGES, { error: fixedText(/*i18n*/ '{field} must be one of {values}', { field: 'language', values: SESSION_LANGUAGES.join(', ') }) }),
  ).optional(),
  speakers: z.array(SessionSpeakerRef).max(MAX_SPEAKERS_PER_SESSION, { error: TOO_MANY_SPEAKERS }).optional(),
  /** Scheduling an accepted proposal: the proposal records the slot and its speaker joins the session. */
  proposal_id: z.int(typeError(/*i18n*/ 'proposal_id must be a whole number')).min(1).optional(),
  speaker_ids: speakerIds(TOO_MANY_SPEAKERS).optional(),
  /** Where the recording is once published (https); null or '' clears it (issue 47). */
  recording_url: optionalHttpsAddress(/*i18n*/ 'recording_url must be an https address'),
  /** The session is not recorded (frab's <recording><optout>). */
  do_not_record: z.boolean(typeError(/*i18n*/ 'do_not_record must be true or false')).optional(),
  /** Title and description in other languages: { "de": { "title": "…", "description": "…" } }. */
  translations: translationsField({ title: 300, description: 10_000 }).optional(),
  /** The account that hosts the session (issue 47: moderates its questions); null: none. */
  host_user_id: z.int(typeError(/*i18n*/ 'host_user_id must be a whole number')).min(1).nullish(),
});
export class CreateSessionDto extends RequestDto(CreateSessionBody) {}

export class UpdateSessionDto extends RequestDto(
  CreateSessionBody.partial().extend({
    /** The version the edit is based on; a stale one is refused with 409 and the current record. */
    version: z.int(typeError(/*i18n*/ 'version must be a whole number')).min(1).optional(),
  }),
) {}

/**
 * POST /api/admin/sessions/{id}/move: drag to another slot or room, or resize. A new start without an end keeps the
 * duration; the version is required, so a move based on a stale calendar is refused with 409.
 */
export class MoveSessionDto extends RequestDto(
  z.object({
    startTime: startTime().optional(),
    endTime: endTime().optional(),
    // A move names a room, never none.
    room: z
      .string()
      .trim()
      .refine((name) => name !== '', { error: /*i18n*/ 'room must be a string', params: { type: 'string_type' } })
      .max(100)
      .regex(ROOM_NAME, { error: /*i18n*/ 'room must not contain control characters' })
      .optional(),
    version: z.int(typeError(/*i18n*/ 'version is required')).min(1),
  }),
) {}

/** POST /api/admin/sessions/conflicts: what a session would clash with, before it is saved. */
export class ConflictCheckDto extends RequestDto(
  z.object({
    id: z.int().min(1).optional(),
    startTime: startTime(),
    endTime: endTime(),
    room: room(),
    speaker_ids: speakerIds().optional(),
  }),
) {}
