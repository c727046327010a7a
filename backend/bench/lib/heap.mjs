// The V8 heap a process holds after a full garbage collection, read through its inspector (the process was started
// with --inspect on a local port): unlike RSS, which moves with when the collector last ran and how much room the heap
// kept, it counts only what is still referenced, so the difference over N idle sockets is what each one keeps.
import { once } from 'node:events';
import { WebSocket } from 'ws';

export async function heapAfterGc(inspectPort) {
  const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await once(ws, 'open');
  let next = 0;
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++next;
      const onMessage = (data) => {
        const message = JSON.parse(data.toString());
        if (message.id !== id) return;
        ws.off('message', onMessage);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      };
      ws.on('message', onMessage);
      ws.send(JSON.stringify({ id, method, params }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    return (await call('Runtime.getHeapUsage')).usedSize;
  } finally {
    ws.close();
  }
}
