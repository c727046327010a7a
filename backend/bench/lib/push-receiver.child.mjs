// A stand-in for a browser's push service, for the bench and the fault suite: it takes every POST to /push/<device>
// (201, as a push service answers), after RECEIVER_DELAY_MS when set (a push service's own time), and counts what
// reached each device and when. It does not decrypt (web-push-testing does that in the API tests): it measures the
// sender. GET /stats answers the counts; POST /reset forgets them. Run pinned to a core by its parent
// (push-receiver.mjs); it tells the parent its port over IPC.
import http from 'node:http';

const delayMs = Number(process.env.RECEIVER_DELAY_MS ?? 0);
/** Per device: how many pushes arrived, and the time (ms since the epoch) of each. */
let devices = new Map();
let headers = [];

const server = http.createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/stats') {
    const times = [];
    let duplicates = 0;
    for (const arrivals of devices.values()) {
      times.push(arrivals[0]);
      duplicates += arrivals.length - 1;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ devices: devices.size, duplicates, times, headers: headers.slice(0, 5) }));
    return;
  }
  if (request.method === 'POST' && request.url === '/reset') {
    devices = new Map();
    headers = [];
    response.writeHead(204).end();
    return;
  }
  const device = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
  if (request.method !== 'POST' || !device) {
    response.writeHead(404).end();
    return;
  }
  request.resume();
  request.on('end', () => {
    const answer = () => {
      const arrivals = devices.get(device) ?? [];
      arrivals.push(Date.now());
      devices.set(device, arrivals);
      if (headers.length < 5)
        headers.push({
          ttl: request.headers.ttl,
          urgency: request.headers.urgency,
          topic: request.headers.topic,
          encoding: request.headers['content-encoding'],
        });
      response.writeHead(201, { location: `/message/${device}-${arrivals.length}` }).end();
    };
    if (delayMs > 0) setTimeout(answer, delayMs);
    else answer();
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
process.on('disconnect', () => process.exit(0));
