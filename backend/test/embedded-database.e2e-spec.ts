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
