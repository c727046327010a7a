// What a browser's schedule page does, reduced to what the fault suite checks: it holds the public sessions' start
// times at a version, patches them from `public.changed` pushes, and on a gap or a reconnect asks
// /public/changes?since=<version> (or reloads everything when told `full`). `moveTo` reconnects it to another replica,
// as a load balancer would once its replica is gone. `transports`: ['polling'] holds the socket by HTTP long-polling
// (with cookies, as a browser sends them, so a balancer can keep it on one replica); `drops` counts its disconnects.
import { io } from 'socket.io-client';

export class ScheduleClient {
  constructor(url, { transports = ['websocket'] } = {}) {
    this.starts = new Map();
    this.version = 0;
    this.queue = Promise.resolve();
    this.transports = transports;
    this.drops = 0;
    this.connect(url);
  }

  connect(url) {
    this.url = url;
    this.socket?.removeAllListeners();
    this.socket?.disconnect();
    const socket = io(url, {
      transports: this.transports,
      upgrade: false,
      withCredentials: true,
      reconnection: true,
      reconnectionDelay: 200,
      reconnectionDelayMax: 1000,
    });
    this.socket = socket;
    socket.on('disconnect', () => this.drops++);
    socket.on('hello', ({ version }) => this.serially(() => (version > this.version ? this.catchUp() : undefined)));
    socket.on('public.changed', (delta) =>
      this.serially(() => (delta.version === this.version + 1 ? this.apply(delta) : delta.version > this.version ? this.catchUp() : undefined)),
    );
  }

  moveTo(url) {
    this.connect(url);
  }

  serially(work) {
    this.queue = this.queue.then(work).catch(() => undefined);
    return this.queue;
  }

  apply(delta) {
    const sessions = delta.collections.sessions;
    for (const s of sessions?.upsert ?? []) this.starts.set(s.id, s.startTime);
    for (const id of sessions?.remove ?? []) this.starts.delete(id);
    this.version = delta.version;
  }

  async catchUp() {
    const delta = await (await fetch(`${this.url}/public/changes?since=${this.version}`)).json();
    if (!delta.full) return this.apply(delta);
    const response = await fetch(`${this.url}/public/sessions`);
    const { sessions } = await response.json();
    this.starts = new Map(sessions.map((s) => [s.id, s.startTime]));
    this.version = Number(response.headers.get('x-public-version'));
  }

  close() {
    this.socket.removeAllListeners();
    this.socket.disconnect();
  }
}
