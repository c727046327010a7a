// The session form's values as the admin types them (venue wall-clock times, capacity as text) and the conversions
// to and from the API's records.
import { venueTimeZone } from '@/lib/venue-zone';
import { type AdminSession, type SessionPayload, type SessionStatus, type SessionType } from '../api/schedule-admin-api';
import { isoToVenueLocal, venueLocalToIso } from '@/lib/venue-time';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { currentLocale, intlLocale } from '@/lib/i18n/active-locale';
import { formTranslations, translationsPayload, type FormTranslations } from '@/components/admin/translations';
import type { SessionLanguage } from '@/lib/session-language';

export interface ChosenSpeaker {
  id: number;
  name: string;
  hidden?: boolean;
  /** Said no to their talks being recorded (issue 47): the session is then not recorded. */
  refusedRecording?: boolean;
}

export interface SessionFormValues {
  title: string;
  description: string;
  type: SessionType | '';
  /** 'YYYY-MM-DDTHH:mm' at the venue (a datetime-local input's value). */
  start: string;
  end: string;
  room: string;
  /** The programme's track ('Main Track' unless organisers name another). */
  track: string;
  capacity: string;
  /** Seats are signed up for (issue 46): `capacity` of them, then a waitlist. */
  signupRequired: boolean;
  /** When sign-up opens and closes, at the venue like start and end; empty: open now, close at the start. */
  signupOpens: string;
  signupCloses: string;
  /** Where the recording is (https), once published; empty: none yet (issue 47). */
  recordingUrl: string;
  /** Not recorded (the frab feeds' recording optout). */
  doNotRecord: boolean;
  status: SessionStatus;
  language: SessionLanguage;
  /** In display order. */
  speakers: ChosenSpeaker[];
  /** Title and description in the other languages. */
  translations: FormTranslations<SessionText>;
  /** The account that hosts the session (issue 47: moderates its questions); null: none. */
  host: AdminSession['host'];
}

export const SESSION_TEXTS = ['title', 'description'] as const;
export type SessionText = (typeof SESSION_TEXTS)[number];

export type FormErrors = Partial<Record<'title' | 'description' | 'type' | 'start' | 'end' | 'track' | 'capacity' | 'signupCloses' | 'recordingUrl', string>>;

/** The spec's default track (a session's track when organisers name none). */
export const DEFAULT_TRACK = 'Main Track';

/** 'Mon 17 Nov, 10:00' at the venue: short enough for a clash note or a history line. */
export function venueMoment(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString(currentLocale() === 'en' ? 'en-GB' : intlLocale(), {
    timeZone: venueTimeZone(),
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

export function valuesFromSession(session: AdminSession): SessionFormValues {
  return {
    title: session.title,
    description: session.description,
    type: session.type,
    start: isoToVenueLocal(session.startTime),
    end: isoToVenueLocal(session.endTime),
    room: session.room === 'TBA' ? '' : session.room,
    track: session.track,
    capacity: session.capacity == null ? '' : String(session.capacity),
    signupRequired: session.signup_required,
    signupOpens: isoToVenueLocal(session.signup_opens_at),
    signupCloses: isoToVenueLocal(session.signup_closes_at),
    recordingUrl: session.recording_url ?? '',
    doNotRecord: session.do_not_record,
    status: session.status,
    language: session.language,
    speakers: [...session.speakers]
      .sort((a, b) => a.display_order - b.display_order)
      .map((s) => ({ id: s.id, name: s.name, hidden: !s.display_on_public, refusedRecording: session.recording_refused_by.some((r) => r.id === s.id) })),
    translations: formTranslations(SESSION_TEXTS, session.translations),
    host: session.host,
  };
}

/** A new session, prefilled from a calendar slot or a proposal; the speakers' names are looked up by the caller. */
export function valuesFromInitial(initial: Partial<SessionPayload> | undefined, names: (id: number) => ChosenSpeaker): SessionFormValues {
  const ids = initial?.speakers ? [...initial.speakers].sort((a, b) => a.display_order - b.display_order).map((s) => s.id) : (initial?.speaker_ids ?? []);
  return {
    title: initial?.title ?? '',
    description: initial?.description ?? '',
    type: initial?.type ?? 'talk',
    start: isoToVenueLocal(initial?.startTime),
    end: isoToVenueLocal(initial?.endTime),
    room: initial?.room && initial.room !== 'TBA' ? initial.room : '',
    track: initial?.track ?? DEFAULT_TRACK,
    capacity: initial?.capacity == null ? '' : String(initial.capacity),
    signupRequired: initial?.signup_required ?? false,
    signupOpens: isoToVenueLocal(initial?.signup_opens_at),
    signupCloses: isoToVenueLocal(initial?.signup_closes_at),
    recordingUrl: initial?.recording_url ?? '',
    doNotRecord: initial?.do_not_record ?? false,
    status: initial?.status ?? 'scheduled',
    language: initial?.language ?? 'en',
    speakers: ids.map(names),
    translations: formTranslations(SESSION_TEXTS, initial?.translations),
    host: null,
  };
}

/** The spec's required fields, end after start, capacity a whole number of at least 1. */
export function validate(values: SessionFormValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.title.trim()) errors.title = t`Title is required`;
  if (!values.description.trim()) errors.description = t`Description is required`;
  if (!values.type) errors.type = t`Type is required`;
  const start = venueLocalToIso(values.start);
  const end = venueLocalToIso(values.end);
  if (!start) errors.start = t`Start time is required`;
  if (!end) errors.end = t`End time is required`;
  else if (start && end <= start) errors.end = t`End time must be after start time`;
  if (!values.track.trim()) errors.track = t`Track is required`;
  const capacity = values.capacity.trim();
  if (capacity && !(/^\d+$/.test(capacity) && Number(capacity) >= 1)) errors.capacity = t`Capacity must be a whole number of at least 1`;
  const opens = venueLocalToIso(values.signupOpens);
  const closes = venueLocalToIso(values.signupCloses);
  if (values.signupRequired && opens && closes && closes <= opens) errors.signupCloses = t`Sign-up must close after it opens`;
  if (!isHttpsAddress(values.recordingUrl)) errors.recordingUrl = t`An https:// address, or empty`;
  return errors;
}

/** Empty, or an https address with a host (the server checks it fully). */
export function isHttpsAddress(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed) return true;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The request body; only called once validate() found nothing. Display order is rewritten 0..n-1. */
export function toPayload(values: SessionFormValues): SessionPayload {
  const speakers = values.speakers.map((s, index) => ({ id: s.id, display_order: index }));
  const capacity = values.capacity.trim();
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    type: values.type as SessionType,
    startTime: venueLocalToIso(values.start)!,
    endTime: venueLocalToIso(values.end)!,
    room: values.room.trim(),
    track: values.track.trim(),
    capacity: capacity ? Number(capacity) : null,
    signup_required: values.signupRequired,
    signup_opens_at: venueLocalToIso(values.signupOpens),
    signup_closes_at: venueLocalToIso(values.signupCloses),
    recording_url: values.recordingUrl.trim() || null,
    do_not_record: values.doNotRecord,
    status: values.status,
    language: values.language,
    speakers,
    speaker_ids: speakers.map((s) => s.id),
    translations: translationsPayload(values.translations),
    host_user_id: values.host?.id ?? null,
  };
}

const FIELD_LABELS: Record<keyof SessionFormValues, MessageDescriptor> = {
  title: msg`Title`,
  description: msg`Description`,
  type: msg`Type`,
  start: msg`Start`,
  end: msg`End`,
  room: msg`Room`,
  track: msg`Track`,
  capacity: msg`Capacity`,
  signupRequired: msg`Sign-up required`,
  signupOpens: msg`Sign-up opens`,
  signupCloses: msg`Sign-up closes`,
  recordingUrl: msg`Recording link`,
  doNotRecord: msg`Not recorded`,
  status: msg`Status`,
  language: msg`Language`,
  speakers: msg`Speakers`,
  translations: msg`Translations`,
  host: msg`Host`,
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const speakerIds = (v: SessionFormValues) => v.speakers.map((s) => s.id);
const comparable = (v: SessionFormValues, key: keyof SessionFormValues) => (key === 'speakers' ? speakerIds(v) : v[key]);

/** The fields the admin changed in the form since it was filled from `opened`. */
export function editedFields(mine: SessionFormValues, opened: SessionFormValues): (keyof SessionFormValues)[] {
  return (Object.keys(FIELD_LABELS) as (keyof SessionFormValues)[]).filter((key) => !same(comparable(mine, key), comparable(opened, key)));
}

export const fieldLabel = (key: keyof SessionFormValues) => i18n._(FIELD_LABELS[key]);

/**
 * 'Apply my changes again': their version, with the fields this admin edited set to this admin's values. A field
 * both changed takes this admin's value; every other change of theirs is kept.
 */
export function reapply(mine: SessionFormValues, opened: SessionFormValues, theirs: SessionFormValues): SessionFormValues {
  const merged = { ...theirs };
  for (const key of editedFields(mine, opened)) (merged as Record<string, unknown>)[key] = mine[key];
  return merged;
}
