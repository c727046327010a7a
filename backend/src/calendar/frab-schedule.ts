// The whole programme in the frab/pretalx "schedule.json" shape that conference apps (Giggity, EventFahrplan,
// info-beamers, recording pipelines) read: days, each with its rooms, each with its events, in the venue's time zone.
import { i18nIn, pathIn, type Language } from '../i18n/languages.js';
import { createHash } from 'node:crypto';
import { addDays, venueTime, venueTimeZone } from '../common/event-time.js';
import type { SessionView } from '../sessions/session.view.js';

/** RFC 4122 name-based UUID (version 5) of `name` in `namespace` (a UUID): the same name always gets the same id. */
export function uuidV5(name: string, namespace: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name)
    .digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A session's GUID, in the frab feeds and as its iCalendar UID: in the installation's own namespace (settings'
 * installation_id), so it stays the same whatever the site's address or name becomes.
 */
export const sessionGuid = (installation: string, sessionId: number) => uuidV5(`sessions/${sessionId}`, installation);

const iso = (date: Date, zone: string) => {
  const t = venueTime(date, zone);
  return `${t.date}T${t.time}:${t.seconds}${t.offset}`;
};

function hhmm(minutes: number) {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function slugify(text: string) {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * An event's `language`. Both C3VOC schemas take any string here (xs:string; a string in schema.json, whose examples
 * are single ISO 639-1 codes), and readers expect one language tag. A session held in both languages is 'en-de':
 * still one well-formed tag (so a reader that parses tags reads English, which it is held in, and our own schema's
 * tag pattern holds), with the conference's own language first, and it reads as both to a person; a list such as
 * 'en, de' would break readers that take the field as one tag.
 */
export const frabLanguage = (language: SessionView['language']): string => (language === 'both' ? 'en-de' : language);

/** A link or attachment of an event: its address and what to call it. */
export interface FrabLink {
  url: string;
  title: string;
}

export interface FrabOptions {
  productName: string;
  publicUrl: string;
  /** Changes whenever the programme does (the newest session version and edit time). */
  version: string;
  /** The language of the texts (the sessions' are resolved already); English when not given. */
  language?: Language;
  /** The installation's namespace for GUIDs (settings' installation_id). */
  installation: string;
  /** The edition's first and last day at the venue (settings): each is a day of the feed, sessions or not. */
  edition?: { starts_on: string; ends_on: string; time_zone?: string };
}

/** Every day from `first` to `last` (YYYY-MM-DD), both included; none when they are out of order. */
function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last && days.length < 60; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The programme page in the feed's language. */
const schedulePage = ({ publicUrl, language }: FrabOptions) => `${publicUrl}${pathIn('/schedule', language)}`;

/** `sessions` in their public shape (hidden speakers already left out). */
export function frabSchedule(sessions: SessionView[], options: FrabOptions) {
  const i18n = i18nIn(options.language);
  const acronym = slugify(options.productName).replace(/-/g, '_').padEnd(4, '_');
  // A past edition keeps the zone it was held in; the current one is in the venue's.
  const zone = options.edition?.time_zone ?? venueTimeZone();
  const byDay = new Map<string, Map<string, SessionView[]>>();
  for (const session of sessions) {
    const day = venueTime(new Date(session.startTime), zone).date;
    const rooms = byDay.get(day) ?? byDay.set(day, new Map()).get(day)!;
    (rooms.get(session.room) ?? rooms.set(session.room, []).get(session.room)!).push(session);
  }
  const editionDays = options.edition ? daysFrom(options.edition.starts_on, options.edition.ends_on) : [];
  const dates = [...new Set([...editionDays, ...byDay.keys()])].sort();
  const today = venueTime(new Date(), zone).date;
  const roomNames = [...new Set(sessions.map((s) => s.room))].sort();

  const event = (session: SessionView) => {
    const startTime = new Date(session.startTime);
    const start = venueTime(startTime, zone);
    const minutes = Math.max(0, Math.round((Date.parse(session.endTime) - startTime.getTime()) / 60_000));
    const cancelled = session.status === 'cancelled';
    return {
      id: session.id,
      guid: sessionGuid(options.installation, session.id),
      date: iso(startTime, zone),
      start: start.time,
      duration: hhmm(minutes),
      room: session.room,
      // The C3VOC pattern: the acronym (4+ of a-z, 0-9 and _, so no hyphen in it), a hyphen, then 4+ more.
      slug: `${acronym}-${session.id}-${slugify(session.title) || 'session'}`.slice(0, 120).replace(/-+$/, ''),
      // The session's own public page, in the feed's language.
      url: `${options.publicUrl}${pathIn(`/sessions/${session.id}`, options.language)}`,
      title: cancelled ? i18n._('Cancelled: {title}', { title: session.title }) : session.title,
      subtitle: '',
      track: session.track,
      type: session.type,
      language: frabLanguage(session.language),
      abstract: session.description,
      description: '',
      logo: null as string | null,
      recording_license: '',
      // Not recorded when organisers marked it so or any of its speakers refused (SessionView.recording_optout).
      do_not_record: session.recording_optout,
      persons: session.speakers.map((s) => ({ id: s.id, public_name: s.name })),
      // The schemas have no field for a published recording: it is one of the event's links (schema.json's Reference).
      links: (session.recording_url ? [{ url: session.recording_url, title: i18n._('Recording') }] : []) as FrabLink[],
      attachments: [] as FrabLink[],
    };
  };

  return {
    schedule: {
      version: options.version,
      base_url: `${options.publicUrl}/`,
      conference: {
        acronym,
        title: options.productName,
        start: dates[0] ?? today,
        end: dates[dates.length - 1] ?? today,
        daysCount: dates.length,
        timeslot_duration: '00:15',
        time_zone_name: zone,
        url: schedulePage(options),
        rooms: roomNames.map((name) => ({ name, guid: uuidV5(`rooms/${name}`, options.installation) })),
        days: dates.map((date, index) => {
          const offset = venueTime(new Date(`${date}T12:00:00Z`), zone).offset;
          const rooms = byDay.get(date) ?? new Map<string, SessionView[]>();
          return {
            index: index + 1,
            date,
            day_start: `${date}T00:00:00${offset}`,
            day_end: `${date}T23:59:59${offset}`,
            rooms: Object.fromEntries(roomNames.filter((r) => rooms.has(r)).map((r) => [r, rooms.get(r)!.map(event)])),
          };
        }),
      },
    },
  };
}

export type FrabSchedule = ReturnType<typeof frabSchedule>;
export type FrabEvent = FrabSchedule['schedule']['conference']['days'][number]['rooms'][string][number];
