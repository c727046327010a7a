// The default run: no DATABASE_URL, so the app starts its embedded PostgreSQL under DATA_DIR, migrates it,
// and keeps the data across a restart.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, login, registerUser, startTestApp } from './harness.js';

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
});

it('fills an empty database with demo content when DEMO_CONTENT=true, once', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'conf-demo-'));
  const app = await startTestApp({ DATA_DIR: dataDir, DEMO_CONTENT: 'true' });
  try {
    const sessions = await api(app, 'GET', '/public/sessions');
    expect(sessions.body.sessions.length).toBe(4);
    const panel = sessions.body.sessions.find((s: { title: string }) => s.title.startsWith('Opening panel'));
    expect(panel.speakers.map((s: { name: string; display_order: number }) => [s.name, s.display_order])).toEqual([
      ['Ana Kovač', 0],
      ['Jonas Weber', 1],
    ]);
    const news = await api(app, 'GET', '/public/news');
    expect(news.body.news).toHaveLength(1);
  } finally {
    await app.close();
  }
});
