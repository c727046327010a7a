// Uploaded files in an S3 bucket (S3_URL, issue 48): two replicas, each with its own DATA_DIR, one database and one
// bucket on a real S3-compatible server. What one replica stored, the other serves; bad settings stop the start.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../src/config/config.js';
import { api, png, startTestApp, testConfig, type TestApp, useReplicas } from './harness.js';
import { useS3Server } from './s3-server.js';

const PREFIX = 'site-a';

describe('test/shared-uploads.e2e-spec.ts', () => {
  const s3 = useS3Server();
  const replicas = useReplicas(() => ({ S3_URL: s3.url(PREFIX) }));

  /** A multipart POST through `app` as the admin: the form's text fields, then the file. */
  async function upload(app: TestApp, route: string, file: Buffer, fields: Record<string, string> = {}) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'image.png');
    const response = await fetch(`${app.url}${route}`, { method: 'POST', headers: { authorization: `Bearer ${replicas.admin}` }, body: form });
    return { status: response.status, body: await response.json() };
  }

  /** The file at `url` as `app` serves it. */
  async function served(app: TestApp, url: string) {
    const response = await fetch(`${app.url}${url}`);
    return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
  }

  /** The bucket's key of a file served at `url` ('/uploads/…'). */
  const keyOf = (url: string) => `${PREFIX}${url}`;

  async function newSpeaker(name: string) {
    const created = await replicas.asAdmin('POST', '/api/admin/speakers', { name });
    expect(created.status).toBe(201);
    return created.body.id as number;
  }

  it('serves a speaker photo uploaded through one replica from the other, byte for byte, and keeps it out of DATA_DIR', async () => {
    const { a, b } = replicas;
    const id = await newSpeaker('Shared Photo');
    const uploaded = await upload(a, `/api/admin/speakers/${id}/upload-image`, await png(600, 600));
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.image_url).toMatch(new RegExp(`^/uploads/speakers/${id}-[0-9a-f]+\\.webp$`));

    const stored = await s3.object(keyOf(uploaded.body.image_url));
    expect(stored?.contentType).toBe('image/webp');
    const fromB = await served(b, uploaded.body.image_url);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(fromB.headers.get('content-length')).toBe(String(stored!.body.length));
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(fromB.headers.get('x-content-type-options')).toBe('nosniff');
    expect(fromB.body.equals(stored!.body)).toBe(true);
    expect((await served(a, uploaded.body.image_url)).body.equals(stored!.body)).toBe(true);
    for (const app of [a, b]) expect(existsSync(path.join(app.config.dataDir, 'uploads'))).toBe(false);
  });

  it('serves a venue plan and a site image uploaded through one replica from the other', async () => {
    const { a, b } = replicas;
    const floor = await upload(a, '/api/admin/venue-maps', await png(1200, 800), { floor: 'Shared floor' });
    expect(floor.status).toBe(201);
    expect(floor.body).toMatchObject({ floor: 'Shared floor', width: 1200, height: 800 });
    const site = await upload(a, '/api/admin/site-content/images', await png(300, 200));
    expect(site.status).toBe(201);

    for (const url of [floor.body.image_url, site.body.image_url]) {
      expect(url).toMatch(/^\/uploads\/(venue|site)\/[0-9a-f]+\.webp$/);
      const fromB = await served(b, url);
      expect(fromB.status).toBe(200);
      expect(fromB.headers.get('content-type')).toBe('image/webp');
      expect(fromB.body.equals((await s3.object(keyOf(url)))!.body)).toBe(true);
    }
    const plan = (await api(b, 'GET', '/public/venue-maps')).body.find((m: { floor: string }) => m.floor === 'Shared floor');
    expect((await served(b, plan.image_url)).status).toBe(200);
  });

  it('removes a replaced photo from the bucket, and a deleted speaker photo, so neither replica serves them', async () => {
    const { a, b } = replicas;
    const id = await newSpeaker('Replaced Photo');
    const first = await upload(b, `/api/admin/speakers/${id}/upload-image`, await png(500, 500, '#112233'));
    const second = await upload(a, `/api/admin/speakers/${id}/upload-image`, await png(500, 500, '#445566'));
    expect(second.status).toBe(200);
    expect(await s3.object(keyOf(first.body.image_url))).toBeNull();
    expect((await served(b, first.body.image_url)).status).toBe(404);
    expect((await served(b, second.body.image_url)).status).toBe(200);

    expect((await replicas.asAdmin('DELETE', `/api/admin/speakers/${id}`)).status).toBeLessThan(300);
    expect(await s3.object(keyOf(second.body.image_url))).toBeNull();
    expect((await served(a, second.body.image_url)).status).toBe(404);
  });

  it('answers 404 with a reason for a file the bucket does not have', async () => {
    const missing = await api(replicas.b, 'GET', '/uploads/speakers/999999-0123456789abcdef.webp');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ detail: 'File not found' });
  });

  describe('start-up', () => {
    it.each([
      ['s3://key:secret@host/bucket', /S3_URL: must start with https:\/\/ or http:\/\//],
      ['https://key:secret@s3.example.net', /S3_URL: name the bucket as the URL's path/],
      ['https://key:secret@s3.example.net/Bad_Bucket', /S3_URL: 'Bad_Bucket' is not a bucket name/],
      ['https://key@s3.example.net/files', /S3_URL: give both the access key and the secret/],
      ['https://key:secret@s3.example.net/files?regoin=eu-central-1', /S3_URL: unknown option regoin/],
      ['https://key:secret@s3.example.net/files?path_style=yes', /S3_URL: path_style is true or false/],
      ['https://key:sec%zzret@s3.example.net/files', /S3_URL: has a malformed %-escape/],
    ])('refuses S3_URL=%s with a sentence saying what is wrong', (value, message) => {
      expect(() => testConfig({ S3_URL: value })).toThrow(ConfigError);
      expect(() => testConfig({ S3_URL: value })).toThrow(message);
    });

    it('reads the bucket, prefix, region, path style and decoded credentials from S3_URL', () => {
      expect(testConfig({ S3_URL: 'https://AKIA1:a%2Fb%2Bc@s3.eu-central-1.amazonaws.com/files/site/a?region=eu-central-1&path_style=false' }).s3).toEqual({
        endpoint: 'https://s3.eu-central-1.amazonaws.com',
        bucket: 'files',
        prefix: 'site/a/',
        region: 'eu-central-1',
        forcePathStyle: false,
        credentials: { accessKeyId: 'AKIA1', secretAccessKey: 'a/b+c' },
      });
      expect(testConfig({}).s3).toBeUndefined();
    });

    it('refuses to start when the bucket does not answer to the settings, naming S3_URL and the reason', async () => {
      const host = s3.endpoint.slice('http://'.length);
      const database = replicas.a.config.database.url;
      const cases: [string, RegExp][] = [
        [`http://S3RVER:wrong-secret@${host}/conference-files`, /S3_URL: bucket 'conference-files' at http:\/\/127\.0\.0\.1:\d+: access denied/],
        [`http://S3RVER:S3RVER@${host}/no-such-bucket`, /S3_URL: bucket 'no-such-bucket' at .*: there is no such bucket/],
        ['http://S3RVER:S3RVER@127.0.0.1:9/conference-files', /S3_URL: bucket 'conference-files' at http:\/\/127\.0\.0\.1:9: could not be reached/],
      ];
      for (const [url, message] of cases) {
        const started = startTestApp({ DATABASE_URL: database, S3_URL: url });
        await expect(started).rejects.toThrow(ConfigError);
        await expect(started).rejects.toThrow(message);
      }
    });
  });

  // Last: the server stays stopped.
  it('answers 503 with a reason, not 500, while the bucket does not answer', async () => {
    const speakers = await replicas.a.database.prisma.speaker.findMany({ where: { image_url: { not: null } }, select: { image_url: true } });
    await s3.stop();
    const read = await api(replicas.b, 'GET', speakers[0].image_url!);
    expect(read.status).toBe(503);
    expect(read.body).toMatchObject({ detail: 'The file store does not answer. Please try again in a moment.' });
    const id = await newSpeaker('No Store');
    const write = await upload(replicas.a, `/api/admin/speakers/${id}/upload-image`, await png(400, 400));
    expect(write.status).toBe(503);
    expect((await replicas.a.database.prisma.speaker.findUniqueOrThrow({ where: { id } })).image_url).toBeNull();
  });
});
