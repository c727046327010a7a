// The programme as frab schedule XML, the feed EventFahrplan, Giggity and Fahrplan read: validated against the
// published C3VOC schema (test/fixtures/c3voc/) and this project's stricter one (test/fixtures/frab-schedule.xsd) with
// libxml2's xmllint, and read back with it to check that
// every event says what the schedule.json feed says.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { api, type TestApp, useAdminApp } from './harness.js';

describe('test/schedule-xml.e2e-spec.ts', () => {
  const SCHEMA = fileURLToPath(new URL('./fixtures/frab-schedule.xsd', import.meta.url));
  /** The published schema conference apps follow (C3VOC), unchanged. */
  const C3VOC_SCHEMA = fileURLToPath(new URL('./fixtures/c3voc/schedule.xml.xsd', import.meta.url));

  /** xmllint on the given document; fails the test (never skips it) when xmllint is not installed. */
  function xmllint(args: string[], input: string) {
    const run = spawnSync('xmllint', [...args, '-'], { input, encoding: 'utf8' });
    if (run.error) throw new Error(`xmllint could not run (${run.error.message}): install Debian's libxml2-utils to run this test`);
    return run;
  }
  const validate = (xml: string) => xmllint(['--noout', '--schema', SCHEMA], xml);
  const validateC3voc = (xml: string) => xmllint(['--noout', '--schema', C3VOC_SCHEMA], xml);
  const xpath = (xml: string, expression: string) => {
    const run = xmllint(['--xpath', expression], xml);
    if (run.status !== 0) throw new Error(`xpath ${expression} failed: ${run.stderr}`);
    // xmllint ends what it prints with a newline of its own.
    return run.stdout.replace(/\n$/, '');
  };

  // What a hostile title, name or text could break in a hand-written document: markup, entities, quotes, a CDATA end,
  // and text outside the BMP; in a text of several lines (titles and names are one line: issue 43) also characters XML
  // cannot carry at all (dropped), a tab and a line break.
  const HOSTILE_TITLE = 'Fish & <Chips> "quoted" \'single\' ]]> </title><injected/> Grüße 😀';
  const HOSTILE_DESCRIPTION = 'Line one\n\nLine <two> & "three" ]]> </abstract><injected/> \u0001bell\u0007 tab\there\r\nline 😀';
  const HOSTILE_ROOM = 'Room "B" & <C> ]]>';
  const HOSTILE_SPEAKER = "O'Brien & <Sons>";
  // eslint-disable-next-line no-control-regex
  const xmlSafe = (text: string) => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

  const context = useAdminApp({ PRODUCT_NAME: 'LT-Summit 2025', PUBLIC_URL: 'https://summit.example' });
  let app: TestApp;
  let admin: string;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ({ app, admin } = context);
    const speaker = async (name: string, extra = {}) =>
      (await api(app, 'POST', '/api/admin/speakers', { token: admin, body: { name, ...extra } })).body as { id: number };
    const ada = await speaker('Ada Lovelace');
    const hostile = await speaker(HOSTILE_SPEAKER);
    const hidden = await speaker('Hidden Person', { display_on_public: false });
    const create = async (key: string, body: Record<string, unknown>) => {
      const response = await api(app, 'POST', '/api/admin/sessions', { token: admin, body: { description: 'About it', type: 'talk', ...body } });
      expect(response.status).toBe(201);
      ids[key] = (response.body as { id: number }).id;
    };
    // November in Vienna is UTC+01:00.
    await create('talk', {
      title: 'Machine Translation Today!',
      startTime: '2025-11-18T09:00:00Z',
      endTime: '2025-11-18T09:45:00Z',
      room: 'Hall A',
      speaker_ids: [ada.id, hidden.id],
    });
    await create('hostile', {
      title: HOSTILE_TITLE,
      description: HOSTILE_DESCRIPTION,
      startTime: '2025-11-18T10:00:00Z',
      endTime: '2025-11-18T11:00:00Z',
      room: HOSTILE_ROOM,
      speaker_ids: [hostile.id, ada.id],
    });
    await create('cancelled', { title: 'Gone Talk', startTime: '2025-11-18T13:00:00Z', endTime: '2025-11-18T14:00:00Z', room: 'Hall A', status: 'cancelled' });
    await create('workshop', {
      title: 'Workshop',
      type: 'workshop',
      language: 'de',
      startTime: '2025-11-19T12:00:00Z',
      endTime: '2025-11-19T14:30:00Z',
      room: 'Room 2',
    });
    await create('late', { title: 'Late Night', language: 'both', startTime: '2025-11-20T22:30:00Z', endTime: '2025-11-20T23:15:00Z', room: 'Hall A' });
  });

  it('serves frab schedule XML that the format schema accepts, with the hostile texts intact', async () => {
    const response = await fetch(`${app.url}/public/schedule.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    const check = validate(xml);
    expect(check.stderr).toBe('- validates\n');
    expect(check.status).toBe(0);
    const published = validateC3voc(xml);
    expect(published.stderr).toBe('- validates\n');
    expect(published.status).toBe(0);

    expect(xpath(xml, 'string(/schedule/conference/acronym)')).toBe('lt_summit_2025');
    expect(xpath(xml, 'string(/schedule/conference/title)')).toBe('LT-Summit 2025');
    expect(xpath(xml, 'string(/schedule/conference/time_zone_name)')).toBe('Europe/Vienna');
    // The edition's days (settings: 17-19 November) and any other day with a session: venue-time days (22:30 UTC on
    // the 20th is 23:30 in Vienna, still the 20th), each with its rooms.
    expect(xpath(xml, 'string(/schedule/conference/days)')).toBe('4');
    expect(xpath(xml, 'count(/schedule/day)')).toBe('4');
    expect(xpath(xml, 'string(/schedule/day[1]/@date)')).toBe('2025-11-17');
    expect(xpath(xml, 'count(/schedule/day[1]/room)')).toBe('0');
    expect(xpath(xml, 'string(/schedule/day[2]/@date)')).toBe('2025-11-18');
    expect(xpath(xml, 'string(/schedule/day[2]/@start)')).toBe('2025-11-18T00:00:00+01:00');
    expect(xpath(xml, 'string(/schedule/day[4]/@date)')).toBe('2025-11-20');
    expect(xpath(xml, 'count(/schedule/day[2]/room)')).toBe('2');
    expect(xpath(xml, `string(//event[@id="${ids.late}"]/start)`)).toBe('23:30');

    expect(xpath(xml, `string(//event[@id="${ids.hostile}"]/title)`)).toBe(xmlSafe(HOSTILE_TITLE));
    expect(xpath(xml, `string(//event[@id="${ids.hostile}"]/../@name)`)).toBe(HOSTILE_ROOM);
    expect(xpath(xml, `string(//event[@id="${ids.hostile}"]/room)`)).toBe(HOSTILE_ROOM);
    expect(xpath(xml, `string(//event[@id="${ids.hostile}"]/abstract)`)).toBe(xmlSafe(HOSTILE_DESCRIPTION));
    expect(xpath(xml, `string(//event[@id="${ids.hostile}"]/persons/person[1])`)).toBe(xmlSafe(HOSTILE_SPEAKER));
    expect(xpath(xml, `count(//event[@id="${ids.hostile}"]/persons/person)`)).toBe('2');
    expect(xpath(xml, `count(//injected)`)).toBe('0');

    // Only public speakers; a cancelled session stays in the feed, marked in its title.
    expect(xpath(xml, `count(//event[@id="${ids.talk}"]/persons/person)`)).toBe('1');
    expect(xpath(xml, `string(//event[@id="${ids.talk}"]/persons/person)`)).toBe('Ada Lovelace');
    expect(xpath(xml, `string(//event[@id="${ids.cancelled}"]/title)`)).toBe('Cancelled: Gone Talk');
    expect(xpath(xml, `string(//event[@id="${ids.workshop}"]/duration)`)).toBe('02:30');

    // What each is held in: English by default, German, or both (one language tag: frabLanguage()).
    expect(xpath(xml, `string(//event[@id="${ids.talk}"]/language)`)).toBe('en');
    expect(xpath(xml, `string(//event[@id="${ids.workshop}"]/language)`)).toBe('de');
    expect(xpath(xml, `string(//event[@id="${ids.late}"]/language)`)).toBe('en-de');
  });

  it('says of every event what schedule.json says', async () => {
    const xml = await (await fetch(`${app.url}/public/schedule.xml`)).text();
    type Event = {
      id: number;
      guid: string;
      date: string;
      start: string;
      duration: string;
      room: string;
      title: string;
      type: string;
      slug: string;
      language: string;
    };
    const json = (await (await fetch(`${app.url}/public/schedule.json`)).json()) as {
      schedule: { version: string; conference: { days: { date: string; rooms: Record<string, Event[]> }[] } };
    };
    expect(xpath(xml, 'string(/schedule/version)')).toBe(json.schedule.version);
    const events = json.schedule.conference.days.flatMap((day) =>
      Object.entries(day.rooms).flatMap(([room, list]) => list.map((e) => ({ ...e, day: day.date, inRoom: room }))),
    );
    expect(events.map((e) => e.id).sort()).toEqual(Object.values(ids).sort());
    expect(xpath(xml, 'count(//event)')).toBe(String(events.length));
    const fields = ['guid', 'day', 'inRoom', 'room', 'title', 'date', 'start', 'duration', 'type', 'slug', 'language'] as const;
    const inXml = { guid: '@guid', day: '../../@date', inRoom: '../@name' } as Record<string, string>;
    for (const e of events) {
      const read = Object.fromEntries(fields.map((f) => [f, xpath(xml, `string(//event[@id="${e.id}"]/${inXml[f] ?? f})`)]));
      const expected = Object.fromEntries(fields.map((f) => [f, f === 'title' ? xmlSafe(e.title) : e[f]]));
      expect(read).toEqual(expected);
    }
  });

  it('uses a schema that refuses what the format does not allow', async () => {
    const xml = await (await fetch(`${app.url}/public/schedule.xml`)).text();
    const broken = [
      xml.replace('<duration>00:45</duration>', '<duration>45 minutes</duration>'),
      xml.replace('<slug>', '<unknown/><slug>'),
      xml.replace(/<title>Workshop<\/title>\n/, ''),
      xml.replace(/ guid="[^"]+" id=/, ' guid="not-a-uuid" id='),
      xml.replace('<date>2025-11-18T10:00:00+01:00</date>', '<date>2025-11-18T10:00:00</date>'),
    ];
    for (const document of broken) {
      expect(document).not.toBe(xml);
      expect(validate(document).status).not.toBe(0);
    }
  });
});
