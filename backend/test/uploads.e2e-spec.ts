// Speaker photo uploads (issue 5): content-checked, re-encoded to a 400x400 WebP, served with long cache headers.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { api, connectSocket, login, nextPublicChange, png, registerUser, type TestApp, upserts, useAdminApp } from './harness.js';
import { waitFor } from './smtp.js';

describe('test/uploads.e2e-spec.ts', () => {
  const context = useAdminApp();
  let app: TestApp;
  let admin: string;
  beforeAll(() => ({ app, admin } = context));

  const jpeg = () =>
    sharp({ create: { width: 300, height: 900, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();

  /** The raw answer to a multipart upload of `file` (a string is sent as is, null sends no file at all). */
  function send(route: string, file: Buffer | string | null, options: { token?: string; name?: string; type?: string; field?: string } = {}) {
    const form = new FormData();
    if (file !== null)
      form.append(
        options.field ?? 'file',
        new Blob([typeof file === 'string' ? file : new Uint8Array(file)], { type: options.type ?? 'image/png' }),
        options.name ?? 'photo.png',
      );
    else form.append('note', 'no file here');
    return fetch(`${app.url}${route}`, {
      method: 'POST',
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      body: form,
    });
  }

  async function upload(...args: Parameters<typeof send>) {
    const response = await send(...args);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  const uploadsDir = () => path.join(app.config.dataDir, 'uploads', 'speakers');
  const storedFile = (imageUrl: string) => path.join(app.config.dataDir, imageUrl);

  async function newSpeaker(name = 'Photo Speaker') {
    const created = await api(app, 'POST', '/api/admin/speakers', { token: admin, body: { name } });
    expect(created.status).toBe(201);
    return created.body.id as number;
  }

  async function speakerAccount(fullName: string) {
    const account = await registerUser(app, { full_name: fullName });
    await app.database.prisma.user.update({ where: { id: account.user.id }, data: { is_speaker: true } });
    return { ...account, token: await login(app, account.email, account.password) };
  }

  describe('admin upload', () => {
    it('stores a PNG as a 400x400 WebP, points the speaker at it and serves it cacheably', async () => {
      const id = await newSpeaker();
      const res = await upload(`/api/admin/speakers/${id}/upload-image`, await png(), { token: admin });
      expect(res.status).toBe(200);
      expect(res.body.image_url).toMatch(new RegExp(`^/uploads/speakers/${id}-[0-9a-f]+\\.webp$`));
      expect(res.body.filename).toBe(path.basename(res.body.image_url));

      const meta = await sharp(storedFile(res.body.image_url)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 });
      const row = await app.database.prisma.speaker.findUniqueOrThrow({ where: { id } });
      expect(row.image_url).toBe(res.body.image_url);

      const served = await fetch(`${app.url}${res.body.image_url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect((await sharp(bytes).metadata()).format).toBe('webp');
    });

    it('removes the stored photo when the speaker is deleted', async () => {
      const id = await newSpeaker('Leaving Speaker');
      const res = await upload(`/api/admin/speakers/${id}/upload-image`, await png(), { token: admin });
      expect(existsSync(storedFile(res.body.image_url))).toBe(true);
      expect((await api(app, 'DELETE', `/api/admin/speakers/${id}`, { token: admin })).status).toBe(204);
      await waitFor(() => !existsSync(storedFile(res.body.image_url)) || undefined);
      expect((await fetch(`${app.url}${res.body.image_url}`)).status).toBe(404);
    });

    it('accepts a JPEG whatever it is called, replaces the old file and tells public pages', async () => {
      const id = await newSpeaker();
      const first = await upload(`/api/admin/speakers/${id}/upload-image`, await png(), { token: admin });
      const socket = await connectSocket(app.url);
      try {
        const changed = nextPublicChange(socket, (d) => upserts(d, 'speakers').some((x) => x.id === id));
        const second = await upload(`/api/admin/speakers/${id}/upload-image`, await jpeg(), {
          token: admin,
          name: 'whatever.txt',
          type: 'text/plain',
        });
        expect(second.status).toBe(200);
        expect(second.body.image_url).not.toBe(first.body.image_url);
        expect(upserts(await changed, 'speakers')).toEqual([expect.objectContaining({ id, image_url: second.body.image_url })]);
        expect(existsSync(storedFile(first.body.image_url))).toBe(false);
        expect(await sharp(storedFile(second.body.image_url)).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });
        expect(readdirSync(uploadsDir()).filter((f) => f.startsWith(`${id}-`))).toEqual([second.body.filename]);
      } finally {
        socket.disconnect();
      }
    });

    it('refuses what is not an image by content, with 415', async () => {
      const id = await newSpeaker();
      const text = await upload(`/api/admin/speakers/${id}/upload-image`, 'just some text, honestly', { token: admin, name: 'photo.png' });
      expect(text).toEqual({ status: 415, body: { detail: 'The file is not an image' } });
      const pdf = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
      const asPdf = await upload(`/api/admin/speakers/${id}/upload-image`, pdf, { token: admin, name: 'cv.pdf', type: 'application/pdf' });
      expect(asPdf).toEqual({ status: 415, body: { detail: 'The file is not an image' } });
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
      expect((await upload(`/api/admin/speakers/${id}/upload-image`, svg, { token: admin, name: 'a.svg', type: 'image/svg+xml' })).status).toBe(415);
      // A real PNG header followed by garbage: recognised, but not decodable.
      const broken = Buffer.concat([(await png()).subarray(0, 60), Buffer.alloc(200, 7)]);
      const truncated = await upload(`/api/admin/speakers/${id}/upload-image`, broken, { token: admin });
      expect(truncated.status).toBe(415);
      expect((await app.database.prisma.speaker.findUniqueOrThrow({ where: { id } })).image_url).toBeNull();
    });

    it('refuses a file over 5 MB with 413', async () => {
      const id = await newSpeaker();
      const big = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024, 1)]);
      const res = await upload(`/api/admin/speakers/${id}/upload-image`, big, { token: admin });
      expect(res.status).toBe(413);
      expect(res.body.detail).toMatch(/5 MB/);
    });

    it('accepts a photo just under 5 MB (the 1 MB JSON body limit does not apply)', async () => {
      const id = await newSpeaker();
      // Noise does not compress: about 4.7 MB of PNG.
      const noise = randomBytes(1300 * 1200 * 3);
      const large = await sharp(noise, { raw: { width: 1300, height: 1200, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(large.length).toBeGreaterThan(4 * 1024 * 1024);
      expect(large.length).toBeLessThan(5 * 1024 * 1024);
      const res = await upload(`/api/admin/speakers/${id}/upload-image`, large, { token: admin });
      expect(res.status).toBe(200);
    });

    it('refuses a small file that would decode to a huge image (pixel bomb) with 413', async () => {
      const id = await newSpeaker();
      const bomb = await sharp({ create: { width: 10_000, height: 8_000, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
      const res = await upload(`/api/admin/speakers/${id}/upload-image`, bomb, { token: admin });
      expect(res.status).toBe(413);
      expect(res.body.detail).toMatch(/megapixels/);
    });

    it('decodes two photos at a time with a short queue, and turns a burst beyond it away with 503 and Retry-After', async () => {
      const id = await newSpeaker();
      // 7,500 x 7,500 pixels (56 megapixels, under the limit): small to send, slow to decode.
      const heavy = await sharp({ create: { width: 7_500, height: 7_500, channels: 3, background: '#8af' } })
        .png()
        .toBuffer();
      const responses = await Promise.all(Array.from({ length: 16 }, () => send(`/api/admin/speakers/${id}/upload-image`, heavy, { token: admin })));
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
      const busy = responses.filter((r) => r.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
      expect(await busy[0].json()).toEqual({ detail: 'Many photos are being uploaded right now. Please try again in a few seconds.' });
      expect(busy[0].headers.get('retry-after')).toBe('5');
      await Promise.all(responses.filter((r) => !r.bodyUsed).map((r) => r.arrayBuffer()));
      // The rest of the site kept answering meanwhile, and uploads work again once the burst is over.
      expect((await api(app, 'GET', '/public/sessions')).status).toBe(200);
      expect((await upload(`/api/admin/speakers/${id}/upload-image`, await png(), { token: admin })).status).toBe(200);
    }, 60_000);

    it('wants a file in the field "file": 400 otherwise', async () => {
      const id = await newSpeaker();
      const none = await upload(`/api/admin/speakers/${id}/upload-image`, null, { token: admin });
      expect(none.status).toBe(400);
      expect(typeof none.body.detail).toBe('string');
      const wrongField = await upload(`/api/admin/speakers/${id}/upload-image`, await png(), { token: admin, field: 'image' });
      expect(wrongField.status).toBe(400);
      const json = await api(app, 'POST', `/api/admin/speakers/${id}/upload-image`, { token: admin, body: { file: 'x' } });
      expect(json.status).toBe(400);
      const empty = await upload(`/api/admin/speakers/${id}/upload-image`, Buffer.alloc(0), { token: admin });
      expect(empty.status).toBe(400);
      const malformed = await fetch(`${app.url}/api/admin/speakers/${id}/upload-image`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'multipart/form-data; boundary=xyz' },
        body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nunterminated',
      });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toHaveProperty('detail');
    });

    it('answers 404 for a speaker that does not exist', async () => {
      const res = await upload('/api/admin/speakers/999999/upload-image', await png(), { token: admin });
      expect(res.status).toBe(404);
      expect(res.body.detail).toBeTruthy();
    });
  });

  describe('speaker upload', () => {
    it('creates the signed-in speaker their own hidden profile on the first upload, then updates only it', async () => {
      const other = await newSpeaker('Someone Else');
      const ada = await speakerAccount('Ada Lovelace');
      const first = await upload('/api/speaker/profile/upload-image', await png(), { token: ada.token });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ success: true, image_url: expect.stringMatching(/^\/uploads\/speakers\/\d+-[0-9a-f]+\.webp$/) });
      const own = await app.database.prisma.speaker.findUniqueOrThrow({ where: { user_id: ada.user.id } });
      expect(own).toMatchObject({ name: 'Ada Lovelace', image_url: first.body.image_url, display_on_public: false });

      const second = await upload('/api/speaker/profile/upload-image', await jpeg(), { token: ada.token });
      expect(second.status).toBe(200);
      expect(await app.database.prisma.speaker.count({ where: { user_id: ada.user.id } })).toBe(1);
      expect((await app.database.prisma.speaker.findUniqueOrThrow({ where: { id: own.id } })).image_url).toBe(second.body.image_url);
      expect((await app.database.prisma.speaker.findUniqueOrThrow({ where: { id: other } })).image_url).toBeNull();
      expect(existsSync(storedFile(first.body.image_url))).toBe(false);
    });

    it('uses the existing linked speaker row', async () => {
      const grace = await speakerAccount('Grace Hopper');
      const linked = await app.database.prisma.speaker.create({ data: { name: 'Rear Admiral Hopper', user_id: grace.user.id } });
      const res = await upload('/api/speaker/profile/upload-image', await png(), { token: grace.token });
      expect(res.status).toBe(200);
      expect(res.body.image_url).toMatch(new RegExp(`^/uploads/speakers/${linked.id}-`));
      expect(await app.database.prisma.speaker.findUniqueOrThrow({ where: { id: linked.id } })).toMatchObject({
        name: 'Rear Admiral Hopper',
        image_url: res.body.image_url,
      });
    });

    it('refuses non-images from speakers too', async () => {
      const alan = await speakerAccount('Alan Turing');
      const res = await upload('/api/speaker/profile/upload-image', 'not a picture', { token: alan.token, name: 'me.jpg', type: 'image/jpeg' });
      expect(res).toEqual({ status: 415, body: { detail: 'The file is not an image' } });
    });
  });

  describe('access', () => {
    it('401 anonymous, 403 for the wrong role', async () => {
      const id = await newSpeaker();
      const image = await png();
      expect((await upload('/api/speaker/profile/upload-image', image)).status).toBe(401);
      expect((await upload(`/api/admin/speakers/${id}/upload-image`, image)).status).toBe(401);
      const attendee = await registerUser(app);
      expect((await upload('/api/speaker/profile/upload-image', image, { token: attendee.token })).status).toBe(403);
      expect((await upload(`/api/admin/speakers/${id}/upload-image`, image, { token: attendee.token })).status).toBe(403);
      const speaker = await speakerAccount('Not An Admin');
      expect((await upload(`/api/admin/speakers/${id}/upload-image`, image, { token: speaker.token })).status).toBe(403);
      expect(await app.database.prisma.speaker.count({ where: { user_id: attendee.user.id } })).toBe(0);
    });
  });

  describe('serving /uploads', () => {
    it('serves only files under DATA_DIR/uploads: traversal and unknown names are JSON 404s', async () => {
      // The JWT secret sits in DATA_DIR itself: the obvious target of a traversal.
      for (const route of [
        '/uploads/speakers/..%2f..%2fjwt-secret',
        '/uploads/..%2fjwt-secret',
        '/uploads/%2e%2e/jwt-secret',
        '/uploads/speakers/%2e%2e%2f%2e%2e%2fjwt-secret',
        '/uploads/speakers/..%5c..%5cjwt-secret',
        '/uploads/speakers/missing.webp',
        '/uploads/speakers/',
        '/uploads/jwt-secret',
      ]) {
        const res = await fetch(`${app.url}${route}`);
        expect({ route, status: res.status }).toEqual({ route, status: 404 });
        expect(res.headers.get('content-type')).toMatch(/application\/json/);
        expect(await res.json()).toHaveProperty('detail');
      }
    });
  });

  describe("the site's images", () => {
    it('re-encodes an upload for the Site tab to WebP within 1600 pixels, never enlarged, and serves it', async () => {
      const wide = await sharp({ create: { width: 3200, height: 1200, channels: 3, background: '#aa6633' } })
        .jpeg()
        .toBuffer();
      const res = await upload('/api/admin/site-content/images', wide, { token: admin, name: 'hall.jpg', type: 'image/jpeg' });
      expect(res.status).toBe(201);
      expect(res.body.image_url).toMatch(/^\/uploads\/site\/[0-9a-f]{24}\.webp$/);
      expect(await sharp(storedFile(res.body.image_url)).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 600 });
      const small = await upload('/api/admin/site-content/images', await png(), { token: admin });
      const { width } = await sharp(storedFile(small.body.image_url)).metadata();
      expect(width).toBeLessThanOrEqual(1600);
      expect((await fetch(`${app.url}${res.body.image_url}`)).headers.get('content-type')).toBe('image/webp');

      // The address is what a content key then names.
      const photos = [{ url: res.body.image_url, alt: 'The hall' }];
      const saved = await api(app, 'PUT', '/api/admin/site-content/recap_2024', { token: admin, body: { value: { photos, previous_sponsors: [] } } });
      expect(saved.status).toBe(200);
    });

    it('is for organisers, and refuses what is not a picture', async () => {
      const attendee = await registerUser(app);
      expect((await upload('/api/admin/site-content/images', await png(), { token: attendee.token })).status).toBe(403);
      const svg = await upload('/api/admin/site-content/images', '<svg xmlns="http://www.w3.org/2000/svg"/>', {
        token: admin,
        name: 'x.svg',
        type: 'image/svg+xml',
      });
      expect(svg.status).toBe(415);
      expect(svg.body.detail).toBe('The file is not an image');
    });
  });
});
