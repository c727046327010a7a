// The organisers' calendar marks what is not yet released: in release mode each admin session carries `unreleased`,
// the kinds of change of the draft's session against the latest release (the Releases panel's words); always empty
// in live mode, and empty again once a release publishes the draft. Open consoles are told to refetch on a release.
import type { Socket } from 'socket.io-client';
import { Described } from './described.js';
import { connectSocket, useAdminApp, type TestApp } from './harness.js';

describe('test/release-unreleased-marks.e2e-spec.ts', () => {
  const context = useAdminApp();
  let app: TestApp;
  let described: Described;
  let console2: Socket;
  beforeAll(async () => {
    app = context.app;
    described = await Described.load(app);
    console2 = await connectSocket(app.url, context.admin);
  });
  afterAll(() => console2?.disconnect());

  type Marked = { id: number; version: number; unreleased: string[] };
  const asAdmin = (method: string, route: string, body?: unknown) => context.asAdmin(method, route, body);
  const at = (hour: number) => `2031-03-11T${String(hour).padStart(2, '0')}:00:00.000Z`;

  /** Every session's marks, by id, from the list as a client reads it (checked against the API description). */
  async function marks(): Promise<Map<number, string[]>> {
    const listed = await asAdmin('GET', '/api/admin/sessions');
    described.check('GET', '/api/admin/sessions', listed.status, listed.body);
    return new Map((listed.body as Marked[]).map((s) => [s.id, s.unreleased]));
  }
  const current = async (id: number) => ((await asAdmin('GET', '/api/admin/sessions')).body as Marked[]).find((s) => s.id === id)!;
  async function newSession(title: string, hour: number, room = 'Hall A'): Promise<Marked> {
    const created = await asAdmin('POST', '/api/admin/sessions', { title, startTime: at(hour), endTime: at(hour + 1), room });
    described.check('POST', '/api/admin/sessions', created.status, created.body);
    return created.body;
  }
  async function move(id: number, change: { startTime?: string; room?: string }): Promise<Marked> {
    const moved = await asAdmin('POST', `/api/admin/sessions/${id}/move`, { ...change, version: (await current(id)).version });
    described.check('POST', '/api/admin/sessions/{id}/move', moved.status, moved.body);
    expect(moved.status).toBe(200);
    return moved.body;
  }
  /** The next `sessions.changed` pushed to a console that names all of `ids` (an earlier edit's may still be on its way). */
  function nextChangeNaming(socket: Socket, ids: number[], timeoutMs = 5000): Promise<void> {
    return new Promise((resolve, reject) => {
      const heard = ({ ids: named }: { ids: number[] }) => {
        if (!ids.every((id) => named.includes(id))) return;
        clearTimeout(timer);
        socket.off('sessions.changed', heard);
        resolve();
      };
      const timer = setTimeout(() => {
        socket.off('sessions.changed', heard);
        reject(new Error(`no sessions.changed naming ${ids.join(', ')} within ${timeoutMs} ms`));
      }, timeoutMs);
      socket.on('sessions.changed', heard);
    });
  }
  async function setMode(mode: 'live' | 'release') {
    expect((await asAdmin('PUT', '/api/admin/schedule/mode', { mode })).status).toBe(200);
  }

  let keynote: Marked;
  let workshop: Marked;
  let panel: Marked;

  it('marks nothing in live mode, whatever the edits', async () => {
    keynote = await newSession('Keynote', 9);
    workshop = await newSession('Workshop', 11);
    panel = await newSession('Panel', 14);
    expect(keynote.unreleased).toEqual([]);
    expect((await move(keynote.id, { startTime: at(10), room: 'Hall B' })).unreleased).toEqual([]);
    expect([...(await marks()).values()]).toEqual([[], [], []]);
  });

  it('marks each draft edit in release mode with its kinds, in the list and in the edit answers', async () => {
    await setMode('release');
    expect([...(await marks()).values()]).toEqual([[], [], []]);

    expect((await move(keynote.id, { startTime: at(8) })).unreleased).toEqual(['moved']);
    expect((await move(workshop.id, { startTime: at(12), room: 'Hall C' })).unreleased).toEqual(['moved', 'room']);
    const added = await newSession('Lightning talks', 16);
    expect(added.unreleased).toEqual(['added']);
    const renamed = await asAdmin('PUT', `/api/admin/sessions/${panel.id}`, { title: 'Closing panel', version: (await current(panel.id)).version });
    expect(renamed.body.unreleased).toEqual(['renamed']);

    expect(await marks()).toEqual(
      new Map([
        [keynote.id, ['moved']],
        [workshop.id, ['moved', 'room']],
        [panel.id, ['renamed']],
        [added.id, ['added']],
      ]),
    );

    // Against the release, not the edit history: moved back to where it was released, it is unchanged again.
    expect((await move(keynote.id, { startTime: at(10) })).unreleased).toEqual([]);
    expect((await marks()).get(keynote.id)).toEqual([]);
  });

  it('clears every mark on release, and tells open consoles to refetch', async () => {
    const told = nextChangeNaming(console2, [workshop.id, panel.id]);
    const released = await asAdmin('POST', '/api/admin/schedule/releases', {});
    expect(released.status).toBe(201);
    await told;
    expect([...(await marks()).values()]).toEqual([[], [], [], []]);

    // The next draft edit is marked against the new release.
    expect((await move(panel.id, { room: 'Hall D' })).unreleased).toEqual(['room']);
    await setMode('live');
    expect([...(await marks()).values()]).toEqual([[], [], [], []]);
  });
});
