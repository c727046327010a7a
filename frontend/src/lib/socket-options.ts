import type { ManagerOptions, SocketOptions } from 'socket.io-client';

/** How every page's code connects its socket (socket.ts); a server-rendered page's watch before its code starts reconnects alike (boot-socket.ts). */
export const SOCKET_OPTIONS: Partial<ManagerOptions & SocketOptions> = {
  autoConnect: false,
  transports: ['websocket', 'polling'],
  // Spread out: after a deploy thousands of pages reconnect, each at a random moment in the first few seconds.
  reconnectionDelay: 2000,
  randomizationFactor: 1,
  reconnectionDelayMax: 15000,
};

/** Once the page has loaded and the browser is idle: what a visitor's page does first, before anything after it. */
export const pageLoaded = new Promise<void>((resolve) => {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 0));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
});
