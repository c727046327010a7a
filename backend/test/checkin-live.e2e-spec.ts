// The live count of arrivals (issue 46): a check-in or an undo pushes "412 of 530 arrived" to every door and the
// console, and to nobody else: attendees' sockets never hear who comes in. A door helper named while connected
// hears it from then on, and stops when the permission ends.
import type { Socket } from 'socket.io-client';
import { api, connectSocket, nextEvent, registerUser, useAdminApp } from './harness.js';
import { payRegistration } from './attendees.js';

describe('test/checkin-live.e2e-spec.ts', () => {
  const context = useAdminApp();
  const sockets: Socket[] = [];
  afterAll(() => sockets.forEach((socket) => socket.disconnect()));

  const connect = async (token?: string) => {
    const socket = await connectSocket(context.app.url, token);
    sockets.push(socket);
    return socket;
  };
  const heard = (socket: Socket) => {
    const got: unknown[] = [];
    socket.on('checkin.arrivals', (count: unknown) => got.push(count));
    return got;
  };
  const nameHelper = (id: number, can: boolean) => context.asAdmin('PUT', `/api/admin/checkin/helpers/${id}`, { can_check_in: can });

  it('pushes the count to organisers and door helpers when someone is checked in or undone, never to attendees', async () => {
    const { app, admin } = context;
    const helper = await registerUser(app, { full_name: 'Dora Door' });
    expect((await nameHelper(helper.user.id, true)).status).toBe(200);
    const attendee = await registerUser(app, { full_name: 'Anton Attendee' });
    await payRegistration(app, attendee);
    const ticket = (await api(app, 'GET', '/api/user/ticket', { token: attendee.token })).body.token as string;

    const doorSocket = await connect(helper.token);
    const adminSocket = await connect(admin);
    const attendeeHeard = heard(await connect(attendee.token));
    const visitorHeard = heard(await connect());
    const before = (await api(app, 'GET', '/api/checkin/arrivals', { token: helper.token })).body as { arrived: number; expected: number };

    const atDoor = nextEvent(doorSocket, 'checkin.arrivals');
    const atConsole = nextEvent(adminSocket, 'checkin.arrivals');
    const scanned = await api(app, 'POST', '/api/checkin', { token: helper.token, body: { token: ticket, door: 'North' } });
    expect(scanned.status).toBe(200);
    const after = { arrived: before.arrived + 1, expected: before.expected };
    expect(await atDoor).toEqual(after);
    expect(await atConsole).toEqual(after);

    const undone = nextEvent(doorSocket, 'checkin.arrivals');
    expect((await api(app, 'POST', `/api/checkin/${scanned.body.id}/undo`, { token: admin })).status).toBe(204);
    expect(await undone).toEqual(before);

    // Time for a push that was not meant for them to arrive too.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(attendeeHeard).toEqual([]);
    expect(visitorHeard).toEqual([]);
  });

  it('lets a helper named while connected hear the count, and stop when the permission ends', async () => {
    const { app, admin } = context;
    const helper = await registerUser(app, { full_name: 'Lukas Later' });
    const socket = await connect(helper.token);
    const got = heard(socket);
    const attendee = await registerUser(app);
    await payRegistration(app, attendee);
    const ticket = (await api(app, 'GET', '/api/user/ticket', { token: attendee.token })).body.token as string;

    await nameHelper(helper.user.id, true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const pushed = nextEvent(socket, 'checkin.arrivals');
    const scanned = await api(app, 'POST', '/api/checkin', { token: admin, body: { token: ticket } });
    expect(scanned.status).toBe(200);
    await pushed;

    await nameHelper(helper.user.id, false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    got.length = 0;
    expect((await api(app, 'POST', `/api/checkin/${scanned.body.id}/undo`, { token: admin })).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(got).toEqual([]);
  });
});
