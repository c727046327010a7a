// The widget's live connection: the site's Socket.IO endpoint spoken to over a plain WebSocket. socket.io-client
// (~13 KB gzip) would be most of the widget; a visitor only listens, so the few packets it needs are handled here
// (Engine.IO 4 / Socket.IO 5 text packets: open, ping, connect, event). Another site's page is a visitor to the
// server (realtime/handshake-origin.ts), which pushes it the public changes only. No long polling: where WebSocket
// is blocked the widget catches up by asking now and then instead (schedule-feed.ts).
import type { PublicDelta } from '@/lib/public/public-delta';

export interface LiveEvents {
  /** Connected; the server's public version. */
  hello(version: number): void;
  changed(delta: PublicDelta): void;
  /** The connection was lost (or never made); it is retried. */
  down(): void;
}

const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;

/** Connects and keeps reconnecting until the function it returns is called; then closes and tells nothing more. */
export function connectLive(origin: string, events: LiveEvents): () => void {
  if (typeof WebSocket !== 'function') {
    events.down();
    return () => undefined;
  }
  const url = `${origin.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
  let failures = 0;
  let closed = false;
  let current: WebSocket;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    const socket = (current = new WebSocket(url));
    let silence: ReturnType<typeof setTimeout> | undefined;
    let patience = RETRY_MAX_MS;
    // The server pings every pingInterval; nothing for longer than that plus pingTimeout means the line is dead.
    const alive = () => {
      clearTimeout(silence);
      silence = setTimeout(() => socket.close(), patience);
    };

    socket.onmessage = ({ data }) => {
      if (closed) return;
      const packet = String(data);
      alive();
      if (packet[0] === '0') {
        const { pingInterval, pingTimeout } = JSON.parse(packet.slice(1)) as { pingInterval: number; pingTimeout: number };
        patience = pingInterval + pingTimeout;
        alive();
        socket.send('40');
      } else if (packet[0] === '2') {
        socket.send('3');
      } else if (packet[0] === '4') {
        const type = packet[1];
        if (type === '0') failures = 0;
        else if (type === '2') {
          const [name, payload] = JSON.parse(packet.slice(2).replace(/^\d+/, '')) as [string, unknown];
          if (name === 'hello') events.hello((payload as { version: number }).version);
          else if (name === 'public.changed') events.changed(payload as PublicDelta);
        } else if (type === '1' || type === '4') socket.close();
      } else if (packet[0] === '1') socket.close();
    };
    socket.onclose = () => {
      clearTimeout(silence);
      if (closed) return;
      events.down();
      // Spread out: after a deployment every open page reconnects.
      const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** failures++) * (0.5 + Math.random());
      retry = setTimeout(open, delay);
    };
  };
  open();
  return () => {
    closed = true;
    clearTimeout(retry);
    // Closed while still connecting, the browser reports a failed connection on the page's console: wait for it.
    if (current.readyState === WebSocket.CONNECTING) current.onopen = () => current.close();
    else current.close();
  };
}
