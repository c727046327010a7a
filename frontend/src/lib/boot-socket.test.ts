import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import WebSocket from 'ws';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { socketUrl, watchSocket, type BootSocketHandlers } from './boot-socket';

// Against a real Socket.IO server, as the app's gateway runs it (a `hello` on connection, events to everyone).
let http: HttpServer;
let io: Server;
let url: string;

beforeEach(async () => {
  http = createServer();
  io = new Server(http, { pingInterval: 60, pingTimeout: 60 });
  io.on('connection', (socket) => socket.emit('hello', { user: null, version: 7 }));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = socketUrl({ protocol: 'http:', host: `127.0.0.1:${(http.address() as AddressInfo).port}` });
});

afterEach(async () => {
  await io.close();
});

function recorder() {
  const seen: string[] = [];
  const events: [string, unknown][] = [];
  const waiters: (() => void)[] = [];
  const note = (what: string) => {
    seen.push(what);
    for (const wake of waiters.splice(0)) wake();
  };
  const handlers: BootSocketHandlers = {
    connect: () => note('connect'),
    disconnect: () => note('disconnect'),
    event: (name, data) => {
      events.push([name, data]);
      note(name);
    },
  };
  const until = async (done: () => boolean, timeoutMs = 3000) => {
    const by = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > by) throw new Error(`not yet: ${seen.join(', ')}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  return { seen, events, handlers, until };
}

const options = () => ({ url, WebSocket: WebSocket as unknown as typeof globalThis.WebSocket, delays: { first: 20, max: 100 } });

describe("the boot script's socket", () => {
  it('joins, and hears the hello and what the server pushes to everyone', async () => {
    const r = recorder();
    const socket = watchSocket(r.handlers, options());
    await r.until(() => r.seen.includes('hello'));
    expect(r.seen[0]).toBe('connect');
    expect(r.events[0]).toEqual(['hello', { user: null, version: 7 }]);
    io.emit('public.changed', { version: 8, changes: [] });
    await r.until(() => r.seen.includes('public.changed'));
    expect(r.events.at(-1)).toEqual(['public.changed', { version: 8, changes: [] }]);
    socket.close();
  });

  it("answers the server's pings, so it stays joined past its timeout", async () => {
    const r = recorder();
    const socket = watchSocket(r.handlers, options());
    await r.until(() => r.seen.includes('hello'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(r.seen).not.toContain('disconnect');
    expect(io.engine.clientsCount).toBe(1);
    socket.close();
  });

  it('joins again after the server drops it, and says it was away meanwhile', async () => {
    const r = recorder();
    const socket = watchSocket(r.handlers, options());
    await r.until(() => r.seen.includes('hello'));
    io.disconnectSockets(true);
    await r.until(() => r.seen.filter((s) => s === 'connect').length === 2);
    expect(r.seen.slice(0, 4)).toEqual(['connect', 'hello', 'disconnect', 'connect']);
    socket.close();
  });

  it('leaves for good when closed', async () => {
    const r = recorder();
    const socket = watchSocket(r.handlers, options());
    await r.until(() => r.seen.includes('hello'));
    const left = new Promise<void>((resolve) =>
      io.sockets.sockets
        .values()
        .next()
        .value?.on('disconnect', () => resolve()),
    );
    socket.close();
    await left;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(io.engine.clientsCount).toBe(0);
    expect(r.seen).toEqual(['connect', 'hello']);
  });
});
