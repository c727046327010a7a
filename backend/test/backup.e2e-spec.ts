// Backups you can restore (issue 48): `npm run backup` writes one archive (the database, the uploads, the generated
// secret) and `npm run restore FILE` brings it into an empty database and DATA_DIR. The restored app serves the same
// public reads (the same ETags), the same accounts sign in and the uploads are there. A restore never writes over
// anything, and the embedded database is backed up only while no app holds it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main } from '../src/backup/main.js';
import { ADMIN, api, closeTestApps, createTestDatabase, dropTestDatabase, login, png, registerUser, startTestApp, type TestApp } from './harness.js';

const tempDir = (prefix: string) => mkdtempSync(path.join(os.tmpdir(), prefix));
const PUBLIC_READS = ['/public/sessions', '/public/speakers', '/public/conference-settings'];

/** Runs the command as `npm run backup` / `npm run restore FILE` would, with this environment; its exit code and what it printed. */
async function command(args: string[], env: Record<string, string | undefined>) {
  const out: string[] = [];
  const say = (line: string) => void out.push(line);
  const code = await main(args, env, { log: say, error: say });
  return { code, output: out.join('\n') };
}

async function etags(app: TestApp): Promise<(string | null)[]> {
  return Promise.all(PUBLIC_READS.map(async (route) => (await fetch(`${app.url}${route}`)).headers.get('etag')));
}

/** Content worth restoring: an account, a session, and an uploaded image. */
async function fill(app: TestApp) {
  const admin = await login(app, ADMIN.email, ADMIN.password);
  const user = await registerUser(app, { full_name: 'Restored Rita' });
  const session = await api(app, 'POST', '/api/admin/sessions', {
    token: admin,
    body: { title: 'Backed-up talk', startTime: '2025-11-18T09:00:00Z', endTime: '2025-11-18T09:30:00Z', room: 'Hall B' },
  });
  expect(session.status).toBe(201);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await png(64, 64))], { type: 'image/png' }), 'logo.png');
  const uploaded = await fetch(`${app.url}/api/admin/site-content/images`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
  expect(uploaded.status).toBe(201);
  return { user, imageUrl: ((await uploaded.json()) as { image_url: string }).image_url };
}

/** The restored app serves what the first one did, and its accounts sign in. */
async function expectSame(restored: TestApp, before: (string | null)[], content: Awaited<ReturnType<typeof fill>>) {
  expect(await etags(restored)).toEqual(before);
  expect(before.every(Boolean)).toBe(true);
  const token = await login(restored, content.user.email, content.user.password);
  expect((await api(restored, 'GET', '/api/auth/me', { token })).body.full_name).toBe('Restored Rita');
  const image = await fetch(`${restored.url}${content.imageUrl}`);
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/webp');
}

describe('test/backup.e2e-spec.ts', () => {
  it('backs up PostgreSQL with the uploads and restores it into an empty database, refusing one with tables', async () => {
    const source = await createTestDatabase();
    const target = await createTestDatabase({ empty: true });
    const bucketTarget = await createTestDatabase({ empty: true });
    const sourceDir = tempDir('conf-backup-a-');
    const targetDir = tempDir('conf-backup-b-');
    const backups = tempDir('conf-backups-');
    let first: TestApp | undefined;
    let restored: TestApp | undefined;
    try {
      first = await startTestApp({ DATABASE_URL: source, DATA_DIR: sourceDir });
      // A secret the app generated (no JWT_SECRET): kept with the backup, so tokens it signed stay good.
      writeFileSync(path.join(sourceDir, 'jwt-secret'), 'generated-secret');
      const content = await fill(first);
      const before = await etags(first);

      const made = await command(['backup'], { DATABASE_URL: source, DATA_DIR: sourceDir, BACKUP_DIR: backups });
      expect(made.code).toBe(0);
      const file = made.output.trim();
      expect(path.basename(file)).toMatch(/^backup-\d{8}T\d{6}Z\.tar$/);

      const done = await command(['restore', file], { DATABASE_URL: target, DATA_DIR: targetDir });
      expect(done).toEqual({ code: 0, output: expect.stringMatching(/^Restored the backup of .+ \(\d+ migrations; uploads, jwt-secret\)\.$/) });
      restored = await startTestApp({ DATABASE_URL: target, DATA_DIR: targetDir });
      await expectSame(restored, before, content);

      // With S3_URL the uploads are in the bucket: each command says so, naming the bucket but not the secret.
      const s3 = { S3_URL: 'https://key:secret@s3.example.net/conference-files' };
      const withBucket = await command(['backup'], { DATABASE_URL: source, DATA_DIR: sourceDir, BACKUP_DIR: tempDir('conf-backups-s3-'), ...s3 });
      expect(withBucket.code).toBe(0);
      expect(withBucket.output.split('\n')[1]).toBe(
        "The uploaded files are in bucket 'conference-files' at https://s3.example.net (S3_URL), not in this archive: keep the bucket by its own means (docs/operations.md).",
      );
      const intoBucketSite = await command(['restore', file], { DATABASE_URL: bucketTarget, DATA_DIR: tempDir('conf-backup-s3-'), ...s3 });
      expect(intoBucketSite.code).toBe(0);
      expect(intoBucketSite.output.split('\n')[1]).toBe(
        "The app reads uploaded files from bucket 'conference-files' at https://s3.example.net (S3_URL): copy DATA_DIR/uploads into it (docs/operations.md).",
      );

      // Pointed at a database with tables (the live one, say), it changes nothing.
      const again = await command(['restore', file], { DATABASE_URL: source, DATA_DIR: tempDir('conf-backup-c-') });
      expect(again.code).toBe(1);
      expect(again.output).toMatch(/^The database has \d+ tables already: restore into an empty database\.$/);
      const intoFiles = await command(['restore', file], { DATABASE_URL: target, DATA_DIR: targetDir });
      expect(intoFiles.output).toMatch(/exists already: restore into a DATA_DIR without it\.$/);
      // An embedded backup is not restored into PostgreSQL, nor anything that is not a backup.
      const notABackup = path.join(backups, 'nothing.tar');
      writeFileSync(notABackup, 'not a tar file');
      expect((await command(['restore', notABackup], { DATABASE_URL: target, DATA_DIR: targetDir })).output).toMatch(/^tar failed/);
      expect((await command(['restore'], {})).code).toBe(2);
    } finally {
      await closeTestApps([first, restored], undefined, 'backup.e2e-spec.ts');
      await Promise.all([dropTestDatabase(source), dropTestDatabase(target), dropTestDatabase(bucketTarget)]);
    }
  }, 120_000);

  it('backs up the embedded database once the app is stopped, and restores it into a new DATA_DIR', async () => {
    const sourceDir = tempDir('conf-backup-e-');
    const targetDir = tempDir('conf-backup-f-');
    const backups = tempDir('conf-backups-e-');
    const first = await startTestApp({ DATA_DIR: sourceDir });
    let content;
    let before;
    try {
      content = await fill(first);
      before = await etags(first);
      const refused = await command(['backup'], { DATA_DIR: sourceDir, BACKUP_DIR: backups });
      expect(refused).toEqual({
        code: 1,
        output: `The app (pid ${process.pid}) is running on ${sourceDir}: stop it first, the embedded database is one process's.`,
      });
    } finally {
      await first.close();
    }
    const made = await command(['backup'], { DATA_DIR: sourceDir, BACKUP_DIR: backups });
    expect(made.code).toBe(0);
    expect((await command(['restore', made.output.trim()], { DATABASE_URL: 'postgresql://x@127.0.0.1/none', DATA_DIR: targetDir })).output).toBe(
      'This backup is of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.',
    );
    expect((await command(['restore', made.output.trim()], { DATA_DIR: targetDir })).code).toBe(0);
    const restored = await startTestApp({ DATA_DIR: targetDir });
    try {
      await expectSame(restored, before, content);
    } finally {
      await restored.close();
    }
  }, 180_000);
});
