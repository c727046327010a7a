// The boot script's socket (ssr-boot.ts): it only listens, until the page's code takes over with socket.io-client.
// socket.io-client is 12.9 KB gzip, and evaluating it was the boot script's longest task on a phone (issue 45: total
// blocking time right after a burst of edits). Listening needs little of the protocol: Engine.IO 4 over a WebSocket
// (the open packet, ping and pong, messages) carrying Socket.IO 5's CONNECT, DISCONNECT and EVENT packets for the
// main namespace. It reconnects the way the page's socket does (lib/socket-options.ts).

export interface BootSocketHandlers {
  /** Joined: pushes arrive. */
  connect(): void;
  /** Not joined (lost, or an attempt failed); another attempt follows. */
  disconnect(): void;
  /** An event the server emitted, with its first argument. */
  event(name: string, data: unknown): void;
}

export interface BootSocketOptions {
  /** The socket's address: this site's /socket.io/ by default. */
  url?: string;
  /** The WebSocket class (the browser's by default). */
  WebSocket?: typeof WebSocket;
  /** The first reconnection's mean delay and the longest (ms): 2 s and 15 s, as the page's socket. */
  delays?: { first: number; max: number };
}

/** This site's Socket.IO address for a WebSocket. */
export function socketUrl(at: Pick<Location, 'protocol' | 'host'>): string {
  return `${at.protocol === 'https:' ? 'wss:' : 'ws:'}//${at.host}/socket.io/?EIO=4&transport=websocket`;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Connects at once and keeps connecting until closed. */
export function watchSocket(handlers: BootSocketHandlers, options: BootSocketOptions = {}): { close(): void } {
  const url = options.url ?? socketUrl(location);
  const Socket = options.WebSocket ?? WebSocket;
  const { first, max } = options.delays ?? { first: 2000, max: 15000 };
  let ws: WebSocket | null = null;
  let closed = false;
  let joined = false;
  let attempts = 0;
  // The server pings every pingInterval; silence longer than that and its pingTimeout means the connection is gone.
  let silenceMs = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let silence: ReturnType<typeof setTimeout> | undefined;

  const heard = () => {
    clearTimeout(silence);
    if (silenceMs > 0) silence = setTimeout(() => ws?.close(), silenceMs);
  };

  const socketIoPacket = (socket: WebSocket, packet: string) => {
    if (packet[0] === '0') {
      attempts = 0;
      joined = true;
      handlers.connect();
    } else if (packet[0] === '1' || packet[0] === '4') {
      socket.close();
    } else if (packet[0] === '2') {
      // EVENT: an acknowledgement id may precede the arguments (none is sent back: the boot script only listens).
      const args = parse(packet.slice(1).replace(/^\d+/, ''));
      if (Array.isArray(args) && typeof args[0] === 'string') handlers.event(args[0], args[1]);
    }
  };

  const connect = () => {
    if (closed) return;
    const socket = new Socket(url);
    ws = socket;
    socket.onmessage = ({ data }: MessageEvent) => {
      if (typeof data !== 'string' || ws !== socket) return;
      heard();
      if (data[0] === '0') {
        const open = parse(data.slice(1)) as { pingInterval?: number; pingTimeout?: number } | undefined;
        silenceMs = (open?.pingInterval ?? 25000) + (open?.pingTimeout ?? 20000);
        heard();
        socket.send('40');
      } else if (data[0] === '2') socket.send('3');
      else if (data[0] === '1') socket.close();
      else if (data[0] === '4') socketIoPacket(socket, data.slice(1));
    };
    socket.onerror = () => socket.close();
    socket.onclose = () => {
      if (ws !== socket) return;
      ws = null;
      clearTimeout(silence);
      joined = false;
      if (closed) return;
      handlers.disconnect();
      // Spread out, as the page's socket: after a deploy thousands of pages reconnect at once.
      const delay = Math.min(max, first * 2 ** attempts) * 2 * Math.random();
      attempts += 1;
      retry = setTimeout(connect, Math.min(max, delay));
    };
  };

  connect();
  return {
    close() {
      closed = true;
      clearTimeout(retry);
      clearTimeout(silence);
      const socket = ws;
      ws = null;
      if (socket && joined) socket.send('41');
      socket?.close();
    },
  };
}
