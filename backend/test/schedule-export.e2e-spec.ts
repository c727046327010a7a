// The whole programme as files other software reads: iCalendar (calendar apps) and frab schedule.json (conference
// apps; the XML form has its own file, schedule-xml.e2e-spec.ts). Each file is read back with a parser, not matched
// as text. All three are revalidated the same way: ETag, 304, and the public version they were read at.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import ajvFormats from 'ajv-formats';
import ICAL from 'ical.js';
import { z } from 'zod';
import { api, startTestApp, type TestApp, useAdminApp } from './harness.js';

describe('test/schedule-export.e2e-spec.ts', () => {
  /** The published schedule.json schema conference apps follow (C3VOC, JSON Schema draft-06), unchanged. */
  function c3vocSchema() {
    const ajv = new Ajv({ allErrors: true, strict: false });
    ajv.addMetaSchema(createRequire(import.meta.url)('ajv/dist/refs/json-schema-draft-06.json') as object);
    // A CommonJS module: its default export is the function, which TypeScript types as `.default`.
    (ajvFormats as unknown as typeof ajvFormats.default)(ajv);
    // The schema's own format for a track's colour.
    ajv.addFormat('color', /^#[0-9a-fA-F]{3,8}$/);
    return ajv.compile(JSON.parse(readFileSync(new URL('./fixtures/c3voc/schema.json', import.meta.url), 'utf8')) as object);
  }

  const context = useAdminApp({ PRODUCT_NAME: 'LT-Summit 2025', PUBLIC_URL: 'https://summit.example' });
  let app: TestApp;
  let admin: string;
  let talk: { id: number };
  let cancelled: { id: number };
  beforeAll(async () => {
    ({ app, admin } = context);
    const speaker = (await api(app, 'POST', '/api/admin/speakers', { token: admin, body: { name: 'Ada Lovelace' } })).body;
    const hidden = (await api(app, 'POST', '/api/admin/speakers', { token: admin, body: { name: 'Hidden Person', display_on_public: false } })).body;
    const create = async (body: Record<string, unknown>) =>
      (await api(app, 'POST', '/api/admin/sessions', { token: admin, body: { description: 'About it', type: 'talk', ...body } })).body;
    // 09:00 UTC is 10:00 in Vienna in November (+01:00).
    talk = await create({
      title: 'Machine Translation Today!',
      startTime: '2025-11-18T09:00:00Z',
      endTime: '2025-11-18T09:45:00Z',
      room: 'Hall A',
      speaker_ids: [speaker.id, hidden.id],
    });
    await create({ title: 'Workshop', type: 'workshop', language: 'both', startTime: '2025-11-19T12:00:00Z', endTime: '2025-11-19T14:30:00Z', room: 'Room 2' });
    cancelled = await create({
      title: 'Gone Talk',
      language: 'de',
      startTime: '2025-11-18T13:00:00Z',
      endTime: '2025-11-18T14:00:00Z',
      room: 'Hall A',
      status: 'cancelled',
    });
  });

  it('serves the whole programme as iCalendar with stable UIDs and cancelled sessions marked', async () => {
    const response = await fetch(`${app.url}/public/schedule.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(3);
    // Each event's UID is its session's GUID, as in the frab feeds.
    const frab = (await (await fetch(`${app.url}/public/schedule.json`)).json()) as {
      schedule: { conference: { days: { rooms: Record<string, { id: number; guid: string }[]> }[] } };
    };
    const guids = Object.fromEntries(frab.schedule.conference.days.flatMap((d) => Object.values(d.rooms).flat()).map((e) => [e.id, e.guid]));
    const byUid = Object.fromEntries(events.map((e) => [e.uid, e]));
    expect(Object.keys(byUid).sort()).toEqual(Object.values(guids).sort());
    const mt = byUid[guids[talk.id]];
    expect(mt.summary).toBe('Machine Translation Today!');
    expect(mt.startDate.toJSDate().toISOString()).toBe('2025-11-18T09:00:00.000Z');
    expect(mt.endDate.toJSDate().toISOString()).toBe('2025-11-18T09:45:00.000Z');
    expect(mt.location).toBe('Hall A');
    expect(mt.description).toContain('Ada Lovelace');
    expect(mt.description).not.toContain('Hidden Person');
    const gone = byUid[guids[cancelled.id]];
    expect(gone.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  // The frab/pretalx schedule.json format as conference apps read it.
  const hhmm = z.string().regex(/^\d{2}:\d{2}$/);
  const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
  const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
  const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  const frabEvent = z
    .object({
      id: z.number().int().min(1),
      guid: uuid,
      date: dateTime,
      start: hhmm,
      duration: hhmm,
      room: z.string(),
      slug: z.string().regex(/^[a-z0-9_-]+[a-z0-9]$/),
      url: z.url(),
      title: z.string(),
      subtitle: z.string().nullable(),
      track: z.string().nullable(),
      type: z.string(),
      language: z.enum(['en', 'de', 'en-de']),
      abstract: z.string().nullable(),
      description: z.string().nullable(),
      logo: z.string().nullable(),
      recording_license: z.string(),
      do_not_record: z.boolean().nullable(),
      persons: z.array(z.object({ id: z.number().int(), public_name: z.string() }).strict()),
      links: z.array(z.object({ url: z.url(), title: z.string() }).strict()),
      attachments: z.array(z.unknown()),
    })
    .strict();
  const frabSchedule = z
    .object({
      schedule: z.object({
        version: z.string(),
        base_url: z.url(),
        conference: z
          .object({
            acronym: z.string().regex(/^[a-z0-9_-][a-z0-9_]{3,}$/),
            title: z.string(),
            start: date,
            end: date,
            daysCount: z.number().int(),
            timeslot_duration: hhmm,
            time_zone_name: z.string(),
            url: z.url(),
            rooms: z.array(z.object({ name: z.string(), guid: uuid }).strict()),
            days: z.array(
              z.object({ index: z.number().int(), date, day_start: dateTime, day_end: dateTime, rooms: z.record(z.string(), z.array(frabEvent)) }).strict(),
            ),
          })
          .strict(),
      }),
    })
    .strict();

  it('serves the whole programme as frab schedule.json in venue time', async () => {
    const response = await fetch(`${app.url}/public/schedule.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body: unknown = await response.json();
    const published = c3vocSchema();
    expect(published(body) ? [] : published.errors).toEqual([]);
    // The same validator refuses what the format does not allow.
    const broken = JSON.parse(JSON.stringify(body)) as { schedule: { conference: { days: { rooms: Record<string, { duration: string }[]> }[] } } };
    broken.schedule.conference.days[1].rooms['Hall A'][0].duration = '45 minutes';
    expect(published(broken)).toBe(false);
    const parsed = frabSchedule.parse(body);
    const { conference } = parsed.schedule;
    expect(conference).toMatchObject({
      acronym: 'lt_summit_2025',
      title: 'LT-Summit 2025',
      // The edition's days (settings: the spec's 17-19 November), sessions or not.
      start: '2025-11-17',
      end: '2025-11-19',
      daysCount: 3,
      time_zone_name: 'Europe/Vienna',
    });
    expect(conference.rooms.map((r) => r.name)).toEqual(['Hall A', 'Room 2']);
    expect(conference.days.map((d) => [d.index, d.date, Object.keys(d.rooms)])).toEqual([
      [1, '2025-11-17', []],
      [2, '2025-11-18', ['Hall A']],
      [3, '2025-11-19', ['Room 2']],
    ]);
    const [first, gone] = conference.days[1].rooms['Hall A'];
    expect(first).toMatchObject({
      id: talk.id,
      date: '2025-11-18T10:00:00+01:00',
      start: '10:00',
      duration: '00:45',
      room: 'Hall A',
      title: 'Machine Translation Today!',
      abstract: 'About it',
      type: 'talk',
      language: 'en',
      persons: [{ id: expect.any(Number), public_name: 'Ada Lovelace' }],
      // Its own public page (issue 47); not recorded: nobody said so.
      url: `https://summit.example/sessions/${talk.id}`,
      do_not_record: false,
      links: [],
    });
    expect(first.slug).toBe(`lt_summit_2025-${talk.id}-machine-translation-today`);
    expect(gone).toMatchObject({ title: 'Cancelled: Gone Talk', language: 'de' });
    // Held in both languages: one tag, English first (frabLanguage()).
    expect(conference.days[2].rooms['Room 2'][0]).toMatchObject({ start: '13:00', duration: '02:30', type: 'workshop', language: 'en-de' });

    // The same session keeps its guid; any edit changes the version.
    const again = frabSchedule.parse(await (await fetch(`${app.url}/public/schedule.json`)).json());
    expect(again.schedule.conference.days[1].rooms['Hall A'][0].guid).toBe(first.guid);
    await api(app, 'PUT', `/api/admin/sessions/${talk.id}`, { token: admin, body: { title: 'Renamed' } });
    const edited = frabSchedule.parse(await (await fetch(`${app.url}/public/schedule.json`)).json());
    expect(edited.schedule.version).not.toBe(parsed.schedule.version);
  });

  it("follows the settings: the edition's days and the venue's time zone", async () => {
    const settings = (body: Record<string, unknown>) => api(app, 'PATCH', '/api/admin/conference-settings', { token: admin, body });
    const read = async () => frabSchedule.parse(await (await fetch(`${app.url}/public/schedule.json`)).json()).schedule.conference;
    try {
      expect((await settings({ event_starts_on: '2025-11-18', event_ends_on: '2025-11-20', time_zone: 'America/New_York' })).status).toBe(200);
      const conference = await read();
      expect(conference).toMatchObject({ start: '2025-11-18', end: '2025-11-20', daysCount: 3, time_zone_name: 'America/New_York' });
      expect(conference.days.map((d) => d.date)).toEqual(['2025-11-18', '2025-11-19', '2025-11-20']);
      // 09:00 UTC is 04:00 in New York in November (-05:00).
      expect(conference.days[0].rooms['Hall A'][0]).toMatchObject({ id: talk.id, date: '2025-11-18T04:00:00-05:00', start: '04:00' });
      expect(conference.days[0].day_start).toBe('2025-11-18T00:00:00-05:00');
      // The calendar file names the zone for apps that show a feed's own.
      expect(await (await fetch(`${app.url}/public/schedule.ics`)).text()).toContain('X-WR-TIMEZONE:America/New_York');
    } finally {
      await settings({ event_starts_on: '2025-11-17', event_ends_on: '2025-11-19', time_zone: 'Europe/Vienna' });
    }
    expect((await read()).time_zone_name).toBe('Europe/Vienna');
  });

  it("answers 304 to each export's ETag until a session moves, and tells the public version", async () => {
    const exports = ['/public/schedule.xml', '/public/schedule.json', '/public/schedule.ics'];
    const read = (path: string, etag?: string) => fetch(`${app.url}${path}`, { headers: etag ? { 'if-none-match': etag } : {} });
    const before: Record<string, { etag: string; body: string; version: number }> = {};
    for (const path of exports) {
      const first = await read(path);
      expect(first.status).toBe(200);
      expect(first.headers.get('x-public-version')).toMatch(/^\d+$/);
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^"v\d+(-br|-gz)?"$/);
      before[path] = { etag, body: await first.text(), version: Number(first.headers.get('x-public-version')) };
      const again = await read(path, etag);
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('x-public-version')).toBe(first.headers.get('x-public-version'));
    }

    const all = (await api(app, 'GET', '/api/admin/sessions', { token: admin })).body as { id: number; version: number }[];
    const { version } = all.find((s) => s.id === talk.id)!;
    const moved = await api(app, 'POST', `/api/admin/sessions/${talk.id}/move`, { token: admin, body: { startTime: '2025-11-18T08:00:00Z', version } });
    expect(moved.status).toBe(200);

    for (const path of exports) {
      const after = await read(path, before[path].etag);
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(before[path].etag);
      expect(Number(after.headers.get('x-public-version'))).toBeGreaterThan(before[path].version);
      expect(await after.text()).not.toBe(before[path].body);
      expect((await read(path, after.headers.get('etag')!)).status).toBe(304);
    }
  });

  it("keeps every session's GUID and UID when the site's address and name change", async () => {
    const ids = async (url: string) => {
      const feed = (await (await fetch(`${url}/public/schedule.json`)).json()) as {
        schedule: { conference: { days: { rooms: Record<string, { guid: string }[]> }[] } };
      };
      const calendar = await (await fetch(`${url}/public/schedule.ics`)).text();
      return { guids: feed.schedule.conference.days.flatMap((d) => Object.values(d.rooms).flat()).map((e) => e.guid), uids: calendar.match(/^UID:.+$/gm) };
    };
    const before = await ids(app.url);
    // The same database served under another address and name. Last in this file: a second app in this process takes
    // over passport's sign-in strategy, and closing it ends the first app's sign-ins (a test-only effect).
    const moved = await startTestApp({
      DATABASE_URL: app.config.database.url,
      PUBLIC_URL: 'https://conference.example.org',
      PRODUCT_NAME: 'LT Days',
      RUN_WORKER: 'false',
    });
    try {
      expect(await ids(moved.url)).toEqual(before);
    } finally {
      await moved.close();
    }
  });
});
