// Venue maps (issue 47): a floor's plan uploaded by organisers, rooms placed on it in fractions of the plan, read by
// visitors in their language; a session in a placed room says so (the page links to the room on the map).
import { api, png, recordPublicChanges, type TestApp, useAdminApp } from './harness.js';
import { Described } from './described.js';

describe('test/venue-maps.e2e-spec.ts', () => {
  const context = useAdminApp();
  const { asAdmin } = context;
  let app: TestApp;
  let described: Described;
  beforeAll(async () => {
    ({ app } = context);
    described = await Described.load(app);
  });

  /** A multipart POST of a floor: its text fields first, then the file (as a browser's form sends them). */
  async function upload(fields: Record<string, string>, file: Buffer | string | null, token = context.admin) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file !== null) form.append('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)], { type: 'image/png' }), 'plan.png');
    const response = await fetch(`${app.url}/api/admin/venue-maps`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  it('adds a floor from an uploaded plan, renames it, places rooms on it and serves it to visitors in their language', async () => {
    const created = await upload({ floor: 'Ground floor', floor_de: 'Erdgeschoss' }, await png(3000, 1500));
    expect(created.status).toBe(201);
    described.check('POST', '/api/admin/venue-maps', 201, created.body);
    // Stored as WebP within 2400 pixels, its size recorded.
    expect(created.body).toMatchObject({ floor: 'Ground floor', floor_de: 'Erdgeschoss', width: 2400, height: 1200, rooms: [] });
    expect(created.body.image_url).toMatch(/^\/uploads\/venue\/[0-9a-f]+\.webp$/);
    const image = await fetch(`${app.url}${created.body.image_url}`);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const id = created.body.id as number;

    const talk = await asAdmin('POST', '/api/admin/sessions', {
      title: 'Mapped',
      startTime: '2031-05-01T09:00:00Z',
      endTime: '2031-05-01T10:00:00Z',
      room: 'Room 1.01',
    });
    const placed = await asAdmin('PUT', `/api/admin/venue-maps/${id}/rooms`, { room: 'room 1.01', x: 0.25, y: 0.5 });
    expect(placed.status).toBe(200);
    described.check('PUT', '/api/admin/venue-maps/{id}/rooms', 200, placed.body);
    expect(placed.body.rooms).toEqual([{ key: 'room 1.01', name: 'room 1.01', x: 0.25, y: 0.5, stream_url: null }]);
    await recordPublicChanges(app);
    expect((await api(app, 'GET', `/public/sessions/${talk.body.id}`)).body).toMatchObject({ on_map: true });

    const renamed = await asAdmin('PATCH', `/api/admin/venue-maps/${id}`, { floor: 'Level 0', floor_de: 'Ebene 0' });
    expect(renamed.status).toBe(200);
    described.check('PATCH', '/api/admin/venue-maps/{id}', 200, renamed.body);
    expect(renamed.body).toMatchObject({ floor: 'Level 0', floor_de: 'Ebene 0' });

    const english = await api(app, 'GET', '/public/venue-maps');
    described.check('GET', '/public/venue-maps', 200, english.body);
    expect(english.body.find((m: { id: number }) => m.id === id)).toMatchObject({ floor: 'Level 0', rooms: [{ key: 'room 1.01', x: 0.25, y: 0.5 }] });
    const german = await api(app, 'GET', '/public/venue-maps?lang=de');
    expect(german.body.find((m: { id: number }) => m.id === id)).toMatchObject({ floor: 'Ebene 0' });

    // Taken off the map, then the floor deleted: the room is on no map.
    const off = await asAdmin('PUT', `/api/admin/venue-maps/${id}/rooms`, { room: 'Room 1.01', x: null, y: null });
    expect(off.body.rooms).toEqual([]);
    await asAdmin('PUT', `/api/admin/venue-maps/${id}/rooms`, { room: 'Room 1.01', x: 0.1, y: 0.9 });
    expect((await asAdmin('DELETE', `/api/admin/venue-maps/${id}`)).status).toBe(204);
    expect(await app.database.prisma.room.findUnique({ where: { key: 'room 1.01' } })).toBeNull();
    await recordPublicChanges(app);
    expect((await api(app, 'GET', `/public/sessions/${talk.body.id}`)).body).toMatchObject({ on_map: false });
    expect((await asAdmin('GET', '/api/admin/venue-maps')).body.some((m: { id: number }) => m.id === id)).toBe(false);
  });

  it('refuses what is not an image, and bad names and places, with a 4xx that says what is wrong', async () => {
    const notImage = await upload({ floor: 'Basement' }, 'just some text, not a picture');
    expect(notImage.status).toBe(415);
    expect(notImage.body.detail).toBe('The file is not an image');
    const svg = await upload({ floor: 'Basement' }, '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(svg.status).toBe(415);
    const noFloor = await upload({}, await png(20, 20));
    expect(noFloor.status).toBe(400);
    expect(JSON.stringify(noFloor.body.detail)).toContain('floor is required');
    const noFile = await upload({ floor: 'Basement' }, null);
    expect(noFile.status).toBe(400);
    expect(JSON.stringify(noFile.body.detail)).toContain("multipart/form-data in the field 'file'");
    // Nothing of a refused upload was kept.
    expect((await asAdmin('GET', '/api/admin/venue-maps')).body.some((m: { floor: string }) => m.floor === 'Basement')).toBe(false);

    const { id } = (await upload({ floor: 'First floor' }, await png(400, 300))).body as { id: number };
    const cases: [string, string, unknown, string][] = [
      ['PATCH', `/api/admin/venue-maps/${id}`, { floor: '' }, 'floor is required'],
      ['PATCH', `/api/admin/venue-maps/${id}`, { floor: 'A\u0007B' }, 'floor must not contain control characters'],
      ['PATCH', `/api/admin/venue-maps/${id}`, { position: -1 }, 'position'],
      ['PUT', `/api/admin/venue-maps/${id}/rooms`, { room: 'Hall', x: 1.5, y: 0.5 }, 'x must be from 0 to 1'],
      ['PUT', `/api/admin/venue-maps/${id}/rooms`, { room: 'Hall', x: 0.5, y: '0.5' }, 'y must be a number from 0 to 1, or null'],
      ['PUT', `/api/admin/venue-maps/${id}/rooms`, { room: 'Hall', x: 0.5, y: null }, 'x and y are both numbers, or both null'],
      ['PUT', `/api/admin/venue-maps/${id}/rooms`, { room: 'TBA', x: 0.5, y: 0.5 }, "'TBA' is not a room"],
      ['PUT', `/api/admin/venue-maps/${id}/rooms`, { x: 0.5, y: 0.5 }, 'room is required'],
    ];
    for (const [method, route, body, message] of cases) {
      const refused = await asAdmin(method, route, body);
      expect({ route, body, status: refused.status }).toEqual({ route, body, status: 400 });
      expect(JSON.stringify(refused.body.detail)).toContain(message);
    }
    expect((await asAdmin('PATCH', '/api/admin/venue-maps/999999', { floor: 'X' })).status).toBe(404);
    expect((await asAdmin('PUT', '/api/admin/venue-maps/999999/rooms', { room: 'Hall', x: 0.5, y: 0.5 })).status).toBe(404);
  });

  it('is for organisers only, but for the public list', async () => {
    const body = { room: 'Hall', x: 0.5, y: 0.5 };
    expect((await upload({ floor: 'X' }, await png(20, 20), '')).status).toBe(401);
    expect((await api(app, 'GET', '/api/admin/venue-maps')).status).toBe(401);
    expect((await api(app, 'PUT', '/api/admin/venue-maps/1/rooms', { body })).status).toBe(401);
    expect((await api(app, 'GET', '/public/venue-maps')).status).toBe(200);
  });
});
