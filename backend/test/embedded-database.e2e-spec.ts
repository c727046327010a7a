// The default run: no DATABASE_URL, so the app starts its embedded PostgreSQL under DATA_DIR, migrates it,
// and keeps the data across a restart. Demo content on an empty database: on the local PostgreSQL, which a first start
// fills the same way (the start-up smoke test of .ci/run sees it on the embedded one).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN, api, createTestDatabase, dropTestDatabase, login, registerUser, startTestApp } from './harness.js';

describe('test/embedded-database.e2e-spec.ts', () => {
  it('starts on the embedded database, migrates, and keeps accounts across a restart', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'conf-embedded-'));
    const first = await startTestApp({ DATA_DIR: dataDir });
    let user;
    try {
      expect(first.database.embedded).toBe(true);
      user = await registerUser(first, { full_name: 'Persistent Person' });
      const health = await api(first, 'GET', '/health');
      expect(health.status).toBe(200);
      expect(health.body.database).toEqual({ state: 'up', embedded: true });
      // The public read model records edits and removals on the embedded database too.
      const admin = await login(first, ADMIN.email, ADMIN.password);
      const created = await api(first, 'POST', '/api/admin/sessions', {
        token: admin,
        body: { title: 'Embedded talk', description: 'd', startTime: '2025-11-18T09:00:00Z', endTime: '2025-11-18T09:30:00Z', room: 'Hall E' },
      });
      expect((await api(first, 'GET', '/public/sessions')).body.sessions.map((s: { title: string }) => s.title)).toEqual(['Embedded talk']);
      expect((await api(first, 'DELETE', `/api/admin/sessions/${created.body.id}`, { token: admin })).status).toBe(204);
      expect((await api(first, 'GET', '/public/sessions')).body.sessions).toEqual([]);
      expect((await api(first, 'GET', '/public/site-flags')).body.has_sessions).toBe(false);
    } finally {
      await first.close();
    }
    const second = await startTestApp({ DATA_DIR: dataDir });
    try {
      const token = await login(second, user.email, user.password);
      const me = await api(second, 'GET', '/api/auth/me', { token });
      expect(me.body.full_name).toBe('Persistent Person');
    } finally {
      await second.close();
    }
  }, 90_000);

  it('fills an empty database with clearly-marked demo content when DEMO_CONTENT=true, once', async () => {
    const databaseUrl = await createTestDatabase({ empty: true });
    const counts = async (app: { url: string }) => ({
      sessions: (await api(app, 'GET', '/public/sessions')).body.sessions.length,
      speakers: (await api(app, 'GET', '/public/speakers')).body.length,
      sponsors: (await api(app, 'GET', '/public/sponsors')).body.length,
      news: (await api(app, 'GET', '/public/news')).body.news.length,
    });
    const app = await startTestApp({ DATABASE_URL: databaseUrl, DEMO_CONTENT: 'true' });
    let first;
    try {
      const sessions = (await api(app, 'GET', '/public/sessions')).body.sessions;
      // An upcoming edition: three days from a Monday about two months ahead, which the settings name too.
      const settings = (await api(app, 'GET', '/public/conference-settings')).body;
      const starts = new Date(`${settings.event_starts_on}T12:00:00Z`);
      expect(starts.getUTCDay()).toBe(1);
      const daysAhead = (starts.getTime() - Date.now()) / 86_400_000;
      expect(daysAhead).toBeGreaterThan(55);
      expect(daysAhead).toBeLessThan(64);
      const day = (n: number) => new Date(starts.getTime() + n * 86_400_000).toISOString().slice(0, 10);
      expect(settings.event_ends_on).toBe(day(2));
      expect(new Set(sessions.map((s: { date: string }) => s.date))).toEqual(new Set([day(0), day(1), day(2)]));
      // The first session opens the first day at 9:00 at the venue.
      const opening = sessions.find((s: { title: string }) => s.title.startsWith('Opening panel'));
      const venueClock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Vienna', hour: '2-digit', minute: '2-digit' });
      expect(venueClock.format(new Date(opening.startTime))).toBe('09:00');
      expect(new Set(sessions.map((s: { room: string }) => s.room)).size).toBeGreaterThan(2);
      expect(sessions.some((s: { status: string }) => s.status === 'cancelled')).toBe(true);
      expect(opening.speakers.map((s: { name: string; display_order: number }) => [s.name, s.display_order])).toEqual([
        ['Ana Kovač', 0],
        ['Jonas Weber', 1],
        ['Mira Lindqvist', 2],
      ]);
      const tiers = new Set((await api(app, 'GET', '/public/sponsors')).body.map((s: { tier: string }) => s.tier));
      expect(tiers).toEqual(new Set(['platinum', 'gold', 'silver', 'bronze', 'partner']));
      // The draft and the future item exist but are not shown.
      expect(await app.database.prisma.newsItem.count()).toBe(8);
      first = await counts(app);
      expect(first).toEqual({ sessions: 13, speakers: 8, sponsors: 10, news: 6 });
      expect((await api(app, 'GET', '/public/site-content')).body.notice).toContain('demo content');
    } finally {
      await app.close();
    }
    const again = await startTestApp({ DATABASE_URL: databaseUrl, DEMO_CONTENT: 'true' });
    try {
      expect(await counts(again)).toEqual(first);
    } finally {
      await again.close();
      await dropTestDatabase(databaseUrl);
    }
  }, 90_000);
});
