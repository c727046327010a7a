import { Changes } from '../src/events/changes.service.js';
import { NotificationsService } from '../src/notifications/notifications.service.js';
import { api, connectSocket, nextEvent, registerUser, type TestApp, useTestApp } from './harness.js';

describe('test/notifications.e2e-spec.ts', () => {
  const context = useTestApp();
  let app: TestApp;
  beforeAll(() => {
    app = context.app;
  });

  it('greets a new user with a notification they alone can read and mark read', async () => {
    const ann = await registerUser(app);
    const ben = await registerUser(app);
    const list = await api(app, 'GET', '/api/notifications', { token: ann.token });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ type: 'success', title: 'Welcome to LT-Summit', read: false });
    expect(typeof list.body[0].timestamp).toBe('string');

    const id = list.body[0].id;
    expect((await api(app, 'POST', `/api/notifications/${id}/read`, { token: ben.token })).status).toBe(404);
    const read = await api(app, 'POST', `/api/notifications/${id}/read`, { token: ann.token });
    expect(read.status).toBe(200);
    expect(read.body.read).toBe(true);
    expect((await api(app, 'POST', '/api/notifications/not-a-number/read', { token: ann.token })).status).toBe(400);
    expect((await api(app, 'GET', '/api/notifications')).status).toBe(401);

    const benList = await api(app, 'GET', '/api/notifications', { token: ben.token });
    expect(benList.body.map((n: { id: number }) => n.id)).not.toContain(id);
    expect((await api(app, 'POST', '/api/notifications/read-all', { token: ben.token })).body).toEqual({ updated: 1 });
  });

  it('pushes a new notification to the owner’s open sockets only', async () => {
    const ann = await registerUser(app);
    const ben = await registerUser(app);
    const annSocket = await connectSocket(app.url, ann.token);
    const benSocket = await connectSocket(app.url, ben.token);
    let leaked = false;
    benSocket.on('notification.created', () => (leaked = true));
    try {
      const service = app.app.get(NotificationsService);
      const received = nextEvent<{ title: string; read: boolean }>(annSocket, 'notification.created');
      const row = await app.app
        .get(Changes)
        .commit((tx, announce) => service.create(tx, announce, ann.user.id, { type: 'info', title: 'Room changed', message: 'Your session moved to Room 2' }));
      expect(await received).toMatchObject({ id: row.id, title: 'Room changed', read: false });
      await new Promise((r) => setTimeout(r, 300));
      expect(leaked).toBe(false);
    } finally {
      annSocket.disconnect();
      benSocket.disconnect();
    }
  });
});
