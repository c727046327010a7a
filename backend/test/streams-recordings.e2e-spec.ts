// Streams, recordings and the speakers' consent to recording (issue 47): a room's stream link, a session's recording
// link and "not recorded" flag, the consent asked in the call and the profile, as organisers set them, as the public
// session reads carry them, and as the frab feeds write them (validated against the published C3VOC schemas).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import ajvFormats from 'ajv-formats';
import { api, newSpeakerAccount, proposalBody, recordPublicChanges, type TestApp, useAdminApp } from './harness.js';
import { Described } from './described.js';

describe('test/streams-recordings.e2e-spec.ts', () => {
  const context = useAdminApp({ PRODUCT_NAME: 'LT-Summit 2025', PUBLIC_URL: 'https://summit.example' });
  const { asAdmin } = context;
  let app: TestApp;
  let described: Described;
  beforeAll(async () => {
    ({ app } = context);
    described = await Described.load(app);
  });

  const C3VOC_XSD = fileURLToPath(new URL('./fixtures/c3voc/schedule.xml.xsd', import.meta.url));
  function c3vocJson() {
    const ajv = new Ajv({ allErrors: true, strict: false });
    ajv.addMetaSchema(createRequire(import.meta.url)('ajv/dist/refs/json-schema-draft-06.json') as object);
    (ajvFormats as unknown as typeof ajvFormats.default)(ajv);
    ajv.addFormat('color', /^#[0-9a-fA-F]{3,8}$/);
    return ajv.compile(JSON.parse(readFileSync(new URL('./fixtures/c3voc/schema.json', import.meta.url), 'utf8')) as object);
  }
  function xmllint(args: string[], input: string) {
    const run = spawnSync('xmllint', [...args, '-'], { input, encoding: 'utf8' });
    if (run.error) throw new Error(`xmllint could not run (${run.error.message}): install Debian's libxml2-utils to run this test`);
    return run;
  }
  const xpath = (xml: string, expression: string) => xmllint(['--xpath', expression], xml).stdout.replace(/\n$/, '');

  async function session(title: string, body: Record<string, unknown> = {}) {
    const created = await asAdmin('POST', '/api/admin/sessions', { title, startTime: '2025-11-18T09:00:00Z', endTime: '2025-11-18T09:45:00Z', ...body });
    expect(created.status).toBe(201);
    return created.body as { id: number; version: number };
  }
  const publicSession = async (id: number) => {
    await recordPublicChanges(app);
    const read = await api(app, 'GET', `/public/sessions/${id}`);
    expect(read.status).toBe(200);
    return read.body as Record<string, unknown>;
  };

  it("sets a room's stream (https only) beside its capacity, and a session in the room shows it", async () => {
    const talk = await session('Streamed talk', { room: 'Stream Hall' });
    const set = await asAdmin('PUT', '/api/admin/rooms', { rooms: [{ name: 'stream hall', stream_url: 'https://video.example/hall' }] });
    expect(set.status).toBe(200);
    described.check('PUT', '/api/admin/rooms', 200, set.body);
    expect(set.body).toContainEqual(expect.objectContaining({ name: 'stream hall', capacity: null, stream_url: 'https://video.example/hall', sessions: 1 }));
    // The capacity left out is kept; a capacity set later keeps the stream.
    const capacity = await asAdmin('PUT', '/api/admin/rooms', { rooms: [{ name: 'Stream Hall', capacity: 80 }] });
    expect(capacity.body).toContainEqual(expect.objectContaining({ capacity: 80, stream_url: 'https://video.example/hall' }));
    expect(await publicSession(talk.id)).toMatchObject({ room: 'Stream Hall', stream_url: 'https://video.example/hall' });

    for (const stream_url of ['http://video.example/hall', 'javascript:alert(1)', 'video.example', 42, 'https://' + 'a'.repeat(2000) + '.example']) {
      const refused = await asAdmin('PUT', '/api/admin/rooms', { rooms: [{ name: 'Stream Hall', stream_url }] });
      expect({ stream_url, status: refused.status }).toEqual({ stream_url, status: 400 });
      expect(JSON.stringify(refused.body.detail)).toMatch(/stream_url must be an https address|too_big|2000/);
    }
    // Cleared with null; the room keeps its capacity.
    const cleared = await asAdmin('PUT', '/api/admin/rooms', { rooms: [{ name: 'Stream Hall', stream_url: null, capacity: null }] });
    expect(cleared.body).toContainEqual(expect.objectContaining({ name: 'Stream Hall', capacity: null, stream_url: null }));
    expect(await app.database.prisma.room.findUnique({ where: { key: 'stream hall' } })).toBeNull();
    expect(await publicSession(talk.id)).toMatchObject({ stream_url: null });
  });

  it("edits a session's recording link and 'not recorded' flag; the public reads and the admin view carry them", async () => {
    const talk = await session('Recorded talk', { room: 'Hall R', recording_url: 'https://media.example/v/1' });
    expect(await publicSession(talk.id)).toMatchObject({ recording_url: 'https://media.example/v/1', do_not_record: false, recording_optout: false });
    const edited = await asAdmin('PUT', `/api/admin/sessions/${talk.id}`, { recording_url: '', do_not_record: true });
    expect(edited.status).toBe(200);
    described.check('PUT', '/api/admin/sessions/{id}', 200, edited.body);
    expect(edited.body).toMatchObject({ recording_url: null, do_not_record: true, recording_optout: true, recording_refused_by: [] });
    expect(await publicSession(talk.id)).toMatchObject({ recording_url: null, do_not_record: true, recording_optout: true });

    const cases: [Record<string, unknown>, string][] = [
      [{ recording_url: 'http://media.example/v/1' }, 'recording_url must be an https address'],
      [{ recording_url: 'ftp://media.example/v/1' }, 'recording_url must be an https address'],
      [{ recording_url: ['https://a.example'] }, 'recording_url must be an https address'],
      [{ do_not_record: 'yes' }, 'do_not_record must be true or false'],
    ];
    for (const [body, message] of cases) {
      const refused = await asAdmin('PUT', `/api/admin/sessions/${talk.id}`, body);
      expect({ body, status: refused.status }).toEqual({ body, status: 400 });
      expect(JSON.stringify(refused.body.detail)).toContain(message);
    }
  });

  it("asks the speaker's consent in the call and the profile; a refusal marks their sessions not recorded", async () => {
    // Old clients send no answer and are still heard; a bad answer is refused.
    expect((await api(app, 'POST', '/cfp/submit', { body: proposalBody('old-client@test.example') })).status).toBe(201);
    const bad = await api(app, 'POST', '/cfp/submit', { body: proposalBody('bad@test.example', { recording_consent: 'no' }) });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.detail)).toContain('recording_consent must be true or false');

    const speaker = await newSpeakerAccount(app, 'refuses@test.example', { proposal: proposalBody('refuses@test.example', { recording_consent: false }) });
    const proposal = await app.database.prisma.proposal.findUniqueOrThrow({ where: { id: speaker.proposalId } });
    expect(proposal.recording_consent).toBe(false);
    const profile = await api(app, 'GET', '/api/speaker/profile', { token: speaker.token });
    // The call's answer filled the new profile's.
    expect(profile.body).toMatchObject({ recording_consent: false });
    const speakerId = profile.body.speaker_id as number;
    // Organisers see the answer with the speaker; it is the speaker's to give, so their edit leaves it as it is.
    const edited = await asAdmin('PUT', `/api/admin/speakers/${speakerId}`, { display_on_public: true, recording_consent: true });
    expect(edited.status).toBe(200);
    described.check('PUT', '/api/admin/speakers/{id}', 200, edited.body);
    expect(edited.body).toMatchObject({ recording_consent: false });
    const listed = await asAdmin('GET', '/api/admin/speakers');
    described.check('GET', '/api/admin/speakers', 200, listed.body);
    expect(listed.body.find((s: { id: number }) => s.id === speakerId)).toMatchObject({ recording_consent: false });
    const talk = await session('Talk by a refuser', { room: 'Hall C', speaker_ids: [speakerId] });
    const admin = (await asAdmin('GET', '/api/admin/sessions')).body.find((s: { id: number }) => s.id === talk.id);
    expect(admin).toMatchObject({ do_not_record: false, recording_optout: true, recording_refused_by: [{ id: speakerId, name: 'Sam Speaker' }] });
    expect(await publicSession(talk.id)).toMatchObject({ do_not_record: false, recording_optout: true });

    // The speaker says yes in their profile: the session may be recorded again.
    const yes = await api(app, 'PUT', '/api/speaker/profile', { token: speaker.token, body: { name: 'Sam Speaker', recording_consent: true } });
    expect(yes.status).toBe(200);
    expect(yes.body).toMatchObject({ recording_consent: true });
    expect(await publicSession(talk.id)).toMatchObject({ recording_optout: false });
    expect((await asAdmin('GET', '/api/admin/speakers')).body.find((s: { id: number }) => s.id === speakerId)).toMatchObject({ recording_consent: true });
    const badProfile = await api(app, 'PUT', '/api/speaker/profile', { token: speaker.token, body: { name: 'Sam Speaker', recording_consent: 'maybe' } });
    expect(badProfile.status).toBe(400);
    expect(JSON.stringify(badProfile.body.detail)).toContain('recording_consent must be true or false');
  });

  it('writes the session page, the recording optout and the recording link to both frab feeds, valid against the C3VOC schemas', async () => {
    const recorded = await session('Feed recorded', { room: 'Feed Hall', recording_url: 'https://media.example/v/feed' });
    const optedOut = await session('Feed not recorded', {
      room: 'Feed Hall',
      do_not_record: true,
      startTime: '2025-11-18T11:00:00Z',
      endTime: '2025-11-18T12:00:00Z',
    });
    await recordPublicChanges(app);

    const json = (await (await fetch(`${app.url}/public/schedule.json`)).json()) as {
      schedule: { conference: { days: { rooms: Record<string, Record<string, unknown>[]> }[] } };
    };
    const validate = c3vocJson();
    expect(validate(json) ? [] : validate.errors).toEqual([]);
    const events = json.schedule.conference.days.flatMap((d) => Object.values(d.rooms).flat());
    expect(events.find((e) => e.id === recorded.id)).toMatchObject({
      url: `https://summit.example/sessions/${recorded.id}`,
      do_not_record: false,
      recording_license: '',
      links: [{ url: 'https://media.example/v/feed', title: 'Recording' }],
    });
    expect(events.find((e) => e.id === optedOut.id)).toMatchObject({ do_not_record: true, links: [] });

    const xml = await (await fetch(`${app.url}/public/schedule.xml`)).text();
    const valid = xmllint(['--noout', '--schema', C3VOC_XSD], xml);
    expect({ status: valid.status, errors: valid.stderr }).toEqual({ status: 0, errors: '- validates\n' });
    expect(xpath(xml, `string(//event[@id="${recorded.id}"]/url)`)).toBe(`https://summit.example/sessions/${recorded.id}`);
    expect(xpath(xml, `string(//event[@id="${recorded.id}"]/recording/optout)`)).toBe('false');
    expect(xpath(xml, `count(//event[@id="${recorded.id}"]/recording/license)`)).toBe('1');
    expect(xpath(xml, `string(//event[@id="${recorded.id}"]/links/link/@href)`)).toBe('https://media.example/v/feed');
    expect(xpath(xml, `string(//event[@id="${optedOut.id}"]/recording/optout)`)).toBe('true');
    // The German feed links the German page.
    const german = await (await fetch(`${app.url}/public/schedule.xml?lang=de`)).text();
    expect(xpath(german, `string(//event[@id="${recorded.id}"]/url)`)).toBe(`https://summit.example/de/sessions/${recorded.id}`);
  });
});
