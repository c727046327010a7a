// Organisers' announcements as a push (issue 44): a published news item is previewed (how it reads in each language,
// how many devices would get it) and sent to every device that asked for announcements, in the device's language;
// the pushes arrive decrypted at a real local push service, as on a phone; sending again reaches only the devices
// not told yet; a draft or an item not yet on the website is refused; the audit trail records the send.
import pg from 'pg';
import { ADMIN, api, registerUser, useAdminApp } from './harness.js';
import { startLocalPushService, type LocalPushService } from './push-service.js';

describe('test/news-push.e2e-spec.ts', () => {
  const env: Record<string, string> = { FORM_RATE_LIMIT_PER_MINUTE: '1000' };
  let push: LocalPushService;
  beforeAll(async () => {
    push = await startLocalPushService();
    env.PUSH_SERVICE_ORIGINS = push.origin;
  });
  afterAll(() => push?.stop());
  const context = useAdminApp(env);

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
    for (const started = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 100))) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() - started > 15_000) throw new Error(`not within 15 s: ${what} (${JSON.stringify(value)})`);
    }
  }

  /** A device subscribed at the local push service and at the app (anonymous unless a token is given). */
  async function device(body: object = {}, token?: string) {
    const key = (await api(context.app, 'GET', '/api/push/key')).body.public_key as string;
    const browser = await push.subscribe(key);
    const subscribed = await api(context.app, 'POST', '/api/push/subscriptions', { token, body: { ...browser.subscription, ...body } });
    expect(subscribed.status).toBe(201);
    return browser;
  }

  const received = async (clientHash: string) => (await push.received(clientHash)).map((m) => JSON.parse(m) as Record<string, string>);

  async function newsItem(body: object = {}) {
    const created = await context.asAdmin('POST', '/api/admin/news', {
      title: 'Keynote moves',
      content: '<p>The keynote moves to <strong>Hall&nbsp;A</strong> &amp; starts at 10:00.</p><p>Coffee&nbsp;first.</p>',
      published_date: '2025-11-01T09:00:00Z',
      status: 'published',
      translations: { de: { title: 'Keynote zieht um', content: '<p>Die Keynote ist jetzt in <em>Saal A</em>.</p>' } },
      ...body,
    });
    expect(created.status).toBe(201);
    return created.body.id as number;
  }

  const preview = (id: number) => context.asAdmin('GET', `/api/admin/news/${id}/push`);
  const send = (id: number) => context.asAdmin('POST', `/api/admin/news/${id}/push`);

  // The tests run in order and share the devices: each adds its own.
  const devices: Record<string, Awaited<ReturnType<typeof device>>> = {};

  it('previews the notification in each language and counts the devices that asked for announcements', async () => {
    devices.en = await device();
    devices.de = await device({ language: 'de' });
    const account = await registerUser(context.app);
    devices.account = await device({}, account.token);
    devices.quiet = await device({ topics: ['session_changes'] });
    const id = await newsItem();

    const answer = await preview(id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      devices: 3,
      already_told: 0,
      previews: [
        {
          language: 'en',
          title: 'Keynote moves',
          body: 'The keynote moves to Hall A & starts at 10:00. Coffee first.',
          url: `/news/${id}`,
          tag: `news-${id}`,
          devices: 2,
        },
        { language: 'de', title: 'Keynote zieht um', body: 'Die Keynote ist jetzt in Saal A.', url: `/de/news/${id}`, tag: `news-${id}`, devices: 1 },
      ],
    });
  });

  it('shortens long content to about 180 characters with an ellipsis, and falls back to the language there is', async () => {
    const sentence = 'Every session of the second day starts fifteen minutes later than printed, because the opening runs long. ';
    const id = await newsItem({ title: 'Later start', content: `<p>${sentence.repeat(4)}</p>`, translations: {} });
    const [en, de] = (await preview(id)).body.previews as { title: string; body: string }[];
    expect(en.body.endsWith('…')).toBe(true);
    expect(Array.from(en.body).length).toBeLessThanOrEqual(180);
    expect(Array.from(en.body).length).toBeGreaterThan(120);
    expect(sentence.repeat(4).startsWith(en.body.slice(0, -1))).toBe(true);
    // No German text: the German devices read the English.
    expect(de).toMatchObject({ title: 'Later start', body: en.body });
  });

  it('sends to each device that asked, in its language, decrypted by the push service, and records it in the audit trail', async () => {
    const id = await newsItem();
    const sent = await send(id);
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ devices: 3 });

    const [english] = await until(
      () => received(devices.en.clientHash),
      (m) => m.length > 0,
      'the English push',
    );
    expect(english).toEqual({
      title: 'Keynote moves',
      body: 'The keynote moves to Hall A & starts at 10:00. Coffee first.',
      url: `/news/${id}`,
      tag: `news-${id}`,
    });
    const [german] = await until(
      () => received(devices.de.clientHash),
      (m) => m.length > 0,
      'the German push',
    );
    expect(german).toEqual({ title: 'Keynote zieht um', body: 'Die Keynote ist jetzt in Saal A.', url: `/de/news/${id}`, tag: `news-${id}` });
    await until(
      () => received(devices.account.clientHash),
      (m) => m.length > 0,
      "the account's push",
    );

    const audit = await context.asAdmin('GET', `/api/admin/audit?entity=news&entity_id=${id}`);
    expect(audit.body.entries[0]).toMatchObject({
      action: 'push',
      actor: { email: ADMIN.email },
      summary: "Push of news 'Keynote moves' to 3 devices",
      after: { devices: 3, by_language: { en: 2, de: 1 } },
    });

    // Sent again: no device is told twice.
    expect((await preview(id)).body).toMatchObject({ devices: 0, already_told: 3 });
    expect((await send(id)).body).toEqual({ devices: 0 });

    // A device that subscribes afterwards is told when the item is sent again, and only it.
    devices.late = await device({ language: 'de' });
    expect((await preview(id)).body).toMatchObject({ devices: 1, already_told: 3, previews: [{ devices: 0 }, { devices: 1 }] });
    expect((await send(id)).body).toEqual({ devices: 1 });
    await until(
      () => received(devices.late.clientHash),
      (m) => m.length > 0,
      'the late push',
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await received(devices.en.clientHash)).toHaveLength(1);
    expect(await received(devices.de.clientHash)).toHaveLength(1);
    expect(await received(devices.late.clientHash)).toHaveLength(1);
    expect(await received(devices.quiet.clientHash)).toEqual([]);
    const entries = (await context.asAdmin('GET', `/api/admin/audit?entity=news&entity_id=${id}`)).body.entries as { summary: string }[];
    expect(entries.slice(0, 3).map((e) => e.summary)).toEqual([
      "Push of news 'Keynote moves' to 1 device",
      "Push of news 'Keynote moves' to 0 devices",
      "Push of news 'Keynote moves' to 3 devices",
    ]);
  });

  it('refuses a draft and an item not yet on the website (409 with a detail), an unknown item (404), and anyone but organisers', async () => {
    const draft = await newsItem({ status: 'draft' });
    const refused = await send(draft);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('Publish the news item before sending it as a push');
    const german = await api(context.app, 'POST', `/api/admin/news/${draft}/push`, { token: context.admin, headers: { 'accept-language': 'de' } });
    expect(german.body.detail).toMatch(/Push-Benachrichtigung/);

    const later = await newsItem({ published_date: '2099-01-01T09:00:00Z' });
    const early = await send(later);
    expect(early.status).toBe(409);
    expect(early.body.detail).toEqual(expect.any(String));
    // Nothing was queued: every device that asked would still get them.
    expect((await preview(draft)).body).toMatchObject({ devices: 4, already_told: 0 });
    expect((await preview(later)).body).toMatchObject({ devices: 4, already_told: 0 });

    for (const call of [preview, send]) {
      const missing = await call(999_999);
      expect(missing.status).toBe(404);
      expect(missing.body.detail).toBe('News item not found');
    }

    const id = await newsItem();
    const attendee = await registerUser(context.app);
    for (const method of ['GET', 'POST']) {
      expect((await api(context.app, method, `/api/admin/news/${id}/push`, { token: attendee.token })).status).toBe(403);
      expect((await api(context.app, method, `/api/admin/news/${id}/push`)).status).toBe(401);
    }
    expect((await preview(id)).body).toMatchObject({ devices: 4, already_told: 0 });
  });

  // Last: these devices are made up (the push service refuses their pushes), and removed at the end.
  it('queues thousands of devices at once, each in its language', async () => {
    const db = new pg.Client({ connectionString: context.app.config.database.url });
    await db.connect();
    const { keys } = devices.en.subscription;
    try {
      await db.query(
        `INSERT INTO push_subscriptions (endpoint, p256dh, auth, topics, session_ids, language)
       SELECT $1 || '/notify/bulk-' || g, $2, $3, ARRAY['announcements'], '{}', CASE WHEN g % 4 = 0 THEN 'de' WHEN g % 7 = 0 THEN 'fr' ELSE 'en' END
       FROM generate_series(1, 2000) g`,
        [push.origin, keys.p256dh, keys.auth],
      );
      const id = await newsItem();
      const before = (await preview(id)).body as { devices: number; previews: { devices: number }[] };
      expect(before.devices).toBe(2004);
      // 500 German devices and two of the earlier ones; an unknown language ('fr') is told in English.
      expect(before.previews.map((p) => p.devices)).toEqual([2004 - 502, 502]);
      expect((await send(id)).body).toEqual({ devices: 2004 });
      const { rows } = await db.query(`SELECT message->>'url' AS url, count(*)::int AS n FROM push_outbox WHERE key = $1 GROUP BY 1 ORDER BY 1`, [
        `news:${id}`,
      ]);
      expect(rows).toEqual([
        { url: `/de/news/${id}`, n: 502 },
        { url: `/news/${id}`, n: 1502 },
      ]);
    } finally {
      await db.query(`DELETE FROM push_subscriptions WHERE endpoint LIKE $1`, [`${push.origin}/notify/bulk-%`]);
      await db.end();
    }
  });
});
