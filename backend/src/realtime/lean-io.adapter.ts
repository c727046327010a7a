// The Socket.IO adapter every app process uses (RedisIoAdapter adds Redis to it). Thousands of visitors' sockets sit
// idle for hours, so what each one keeps matters more than what it does:
//  - Nest's IoAdapter hangs an observable chain (fromEvent(disconnect), share, first) on every socket for the
//    gateway's @SubscribeMessage handlers, about 1.8 KB each, even when there are none: this gateway has none
//    (realtime.gateway.ts listens with plain listeners), so sockets get the chain only if a handler ever exists.
//  - No per-message deflate (engine.io's default, said here because a deflate context per socket costs tens of KB
//    and a broadcast could no longer send one pre-encoded frame to every socket).
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { Server, ServerOptions } from 'socket.io';

export class LeanIoAdapter extends IoAdapter {
  override bindMessageHandlers(...args: Parameters<IoAdapter['bindMessageHandlers']>) {
    const [, handlers] = args;
    if (handlers.length) super.bindMessageHandlers(...args);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    return super.createIOServer(port, { ...options, perMessageDeflate: false } as ServerOptions) as Server;
  }
}
