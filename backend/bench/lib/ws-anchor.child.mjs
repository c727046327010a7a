// The physical anchor for push alone: a plain `ws` server (the package socket.io itself runs on; no Socket.IO, no
// Nest, no rooms) pinned to the app's core, that sends the frames the app sent for a push to every connected client.
// It speaks just enough of Engine.IO 4 / Socket.IO 5 for the bench's socket.io-client fleet to connect to it over
// WebSocket (open packet, namespace connect, hello), so the same clients read the same bytes: what is left between
// this and the app is the server's own work per socket. It sends no pings: the open packet announces an interval
// longer than the measurement, so the clients neither expect nor answer any.
// HTTP: POST /frames {frames: [engine.io packet text, ...]} sets what to send; POST /broadcast sends each frame to every
// client with ws's own `send` (one frame per message, no compression) and answers once the loop has written them.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { WebSocketServer } from 'ws';

const clients = new Set();
let frames = [];
const sid = () => randomBytes(15).toString('base64url');

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    if (req.method === 'POST' && req.url === '/frames') {
      frames = JSON.parse(Buffer.concat(chunks).toString()).frames.map((text) => Buffer.from(text));
      res.end(JSON.stringify({ frames: frames.length }));
    } else if (req.method === 'POST' && req.url === '/broadcast') {
      for (const frame of frames) for (const ws of clients) ws.send(frame, { binary: false, compress: false });
      res.end(JSON.stringify({ clients: clients.size }));
    } else {
      res.end(JSON.stringify({ clients: clients.size }));
    }
  });
});

// perMessageDeflate off and no client tracking: as engine.io configures its own ws server.
const wss = new WebSocketServer({ noServer: true, clientTracking: false, perMessageDeflate: false });
server.on('upgrade', (req, socket, head) => {
  if (!req.url.startsWith('/socket.io/')) return socket.destroy();
  wss.handleUpgrade(req, socket, head, (ws) => {
    ws.send(`0${JSON.stringify({ sid: sid(), upgrades: [], pingInterval: 3_600_000, pingTimeout: 60_000, maxPayload: 1e6 })}`);
    ws.on('message', (data) => {
      // "40": the client joins the main namespace; it is told its socket id, then hello as the app says it.
      if (data.toString() === '40') {
        ws.send(`40${JSON.stringify({ sid: sid() })}`);
        ws.send(`42${JSON.stringify(['hello', { user: null, version: 0 }])}`);
        clients.add(ws);
      }
    });
    ws.on('close', () => clients.delete(ws));
  });
});

server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('disconnect', () => process.exit(0));
