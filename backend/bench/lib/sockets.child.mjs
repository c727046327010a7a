// Child process (pinned to the load core by sockets.mjs) holding N anonymous socket.io-client connections, driven
// over IPC. `edit` sends the admin's PUT itself (so the start time and every client share one clock) and records, per
// socket, when it could show the new title:
//  - mode 'screen': either a `public.changed` push whose sessions.upsert carries the title (no request), or a
//    `sessions.changed {ids}` push followed by GET /public/sessions containing the title (keep-alive refetch);
//  - mode 'push': when the first `sessions.changed` or `public.changed` arrives (no refetch).
// `edit` with `trigger` POSTs to that URL instead (the raw `ws` anchor's broadcast), timed the same way. The first
// client records the Engine.IO packets it received during an edit (`frames`): what the anchor then sends.
// `connect` may spread the sockets over several servers (`urls`, in turn): app processes sharing them through Redis.
import http from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';

const clients = [];
let disconnects = 0;
let armed = null;
// Refetches go through one keep-alive agent, at most LIMIT at once; the rest wait in `queue` (dropped at a timeout,
// so an edit that timed out does not keep loading the server during the next one).
const LIMIT = Number(process.env.BENCH_REFETCH_CONCURRENCY ?? 128);
const agent = new http.Agent({ keepAlive: true, maxSockets: LIMIT });
const queue = [];
let inflight = 0;

function finish(c) {
  const a = armed;
  if (!a || c.done) return;
  c.done = true;
  a.samples.push(performance.now() - a.t0);
  if (--a.remaining === 0) a.resolve();
}

function refetch(c) {
  if (c.inflight || c.queued) {
    c.again = true; // a newer push arrived: fetch once more if this answer lacks the title
    return;
  }
  c.queued = true;
  queue.push(c);
  pump();
}

function pump() {
  while (inflight < LIMIT && queue.length) {
    const c = queue.shift();
    c.queued = false;
    if (armed && !c.done) get(c);
  }
}

function get(c) {
  const a = armed;
  c.inflight = true;
  inflight++;
  a.refetches++;
  const done = (found) => {
    c.inflight = false;
    inflight--;
    if (armed === a && !c.done) {
      if (found) {
        a.viaRefetch++;
        finish(c);
      } else if (c.again) {
        c.again = false;
        refetch(c);
      }
    }
    pump();
  };
  http
    .get(`${a.url}/public/sessions`, { agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const found = res.statusCode === 200 && Buffer.concat(chunks).indexOf(a.needle) >= 0;
        if (!found && armed === a) a.stale++;
        done(found);
      });
      res.on('error', () => done(false));
    })
    .on('error', () => {
      if (armed === a) a.errors++;
      done(false);
    });
}

function onEvent(c, kind, payload) {
  const a = armed;
  if (!a || c.done) return;
  if (a.seen) return a.seen(c, kind, payload);
  a.events[kind]++;
  if (!c.pushed) {
    c.pushed = true;
    a.pushSamples.push(performance.now() - a.t0);
  }
  if (a.mode === 'push') return finish(c);
  if (kind === 'legacy') return refetch(c);
  const sessions = payload?.collections?.sessions;
  if (Array.isArray(sessions?.upsert)) {
    if (sessions.upsert.some((s) => s?.title === a.title)) {
      a.viaDelta++;
      finish(c);
    }
  } else if (sessions) {
    refetch(c); // a public.changed that names sessions without carrying them: fetch the list
  }
}

function open(url) {
  const socket = io(url, { forceNew: true, transports: ['websocket'] });
  const c = { socket, url, hello: false, done: false, inflight: false, queued: false, again: false, pushed: false, closing: false };
  socket.io.on('open', () =>
    socket.io.engine.on('packet', (p) => p.type === 'message' && armed?.frames && c === clients[0] && armed.frames.push(`4${p.data}`)),
  );
  socket.on('hello', () => (c.hello = true));
  socket.on('sessions.changed', (p) => onEvent(c, 'legacy', p));
  socket.on('public.changed', (p) => onEvent(c, 'delta', p));
  socket.on('disconnect', () => c.closing || disconnects++);
  return c;
}

const handlers = {
  async connect({ url, urls = [url], total, batch = 250 }) {
    const started = performance.now();
    let failed = 0;
    while (clients.length < total && failed < 100) {
      const fresh = Array.from({ length: Math.min(batch, total - clients.length) }, (_, i) => open(urls[(clients.length + i) % urls.length]));
      await Promise.all(
        fresh.map(
          (c) =>
            new Promise((resolve) => {
              c.socket.once('connect', resolve);
              c.socket.once('connect_error', () => {
                failed++;
                c.closing = true;
                c.socket.close();
                resolve();
              });
            }),
        ),
      );
      clients.push(...fresh.filter((c) => !c.closing));
    }
    // The server joins a socket to the public room before it says hello.
    for (let i = 0; i < 100 && clients.some((c) => !c.hello); i++) await new Promise((r) => setTimeout(r, 100));
    return {
      connected: clients.filter((c) => c.socket.connected).length,
      hello: clients.filter((c) => c.hello).length,
      failed,
      ms: performance.now() - started,
    };
  },

  async close({ keep = 0 }) {
    for (const c of clients.splice(keep)) {
      c.closing = true;
      c.socket.close();
    }
    return { connected: clients.length };
  },

  async edit({ url, token, sessionId, title, mode, trigger, timeoutMs = 30_000 }) {
    const live = clients.filter((c) => c.socket.connected);
    for (const c of clients) Object.assign(c, { done: !c.socket.connected, again: false, pushed: false, queued: false });
    const lag = monitorEventLoopDelay({ resolution: 5 });
    const a = (armed = {
      url,
      title,
      mode,
      needle: Buffer.from(JSON.stringify(title)),
      samples: [],
      pushSamples: [],
      remaining: live.length,
      events: { legacy: 0, delta: 0 },
      refetches: 0,
      stale: 0,
      errors: 0,
      viaDelta: 0,
      viaRefetch: 0,
      frames: [],
    });
    const all = new Promise((resolve) => (a.resolve = resolve));
    const body = Buffer.from(JSON.stringify({ title }));
    lag.enable();
    a.t0 = performance.now();
    const put = new Promise((resolve, reject) => {
      const req = http.request(
        trigger ?? `${url}/api/admin/sessions/${sessionId}`,
        {
          method: trigger ? 'POST' : 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': body.length },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - a.t0 }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    let timer;
    const timeout = new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    const answer = await put;
    if (answer.status !== 200) a.resolve();
    await Promise.race([all, timeout]);
    clearTimeout(timer);
    lag.disable();
    armed = null;
    for (const c of queue.splice(0)) c.queued = false;
    for (let i = 0; i < 300 && inflight > 0; i++) await new Promise((r) => setTimeout(r, 100));
    const { samples, pushSamples, events, refetches, stale, errors, viaDelta, viaRefetch, remaining, frames } = a;
    return {
      frames,
      samples,
      pushSamples,
      timeouts: remaining,
      clients: live.length,
      putStatus: answer.status,
      putMs: answer.ms,
      events,
      refetches,
      stale,
      errors,
      viaDelta,
      viaRefetch,
      lagP99Ms: lag.percentile(99) / 1e6,
      lagMaxMs: lag.max / 1e6,
    };
  },

  /**
   * `tokens.length` sign-ups for one session at once (each account's POST sent at the same moment, one keep-alive
   * connection each), timed from here: each answer, and when each socket was pushed the session's final seats
   * (`seats`: {taken, waitlist}) in a `public.changed` delta.
   */
  async signups({ url, sessionId, tokens, seats, timeoutMs = 60_000 }) {
    const live = clients.filter((c) => c.socket.connected);
    for (const c of clients) c.done = !c.socket.connected;
    const a = (armed = { samples: [], remaining: live.length, events: { legacy: 0, delta: 0 } });
    a.seen = (c, kind, payload) => {
      if (kind !== 'delta') return;
      a.events.delta++;
      const mine = payload?.collections?.sessions?.upsert?.find?.((s) => s?.id === sessionId);
      if (mine?.seats?.taken === seats.taken && mine.seats.waitlist === seats.waitlist) finish(c);
    };
    const all = new Promise((resolve) => (a.resolve = resolve));
    const signupAgent = new http.Agent({ keepAlive: true, maxSockets: tokens.length });
    a.t0 = performance.now();
    const answers = await Promise.all(
      tokens.map(
        (token) =>
          new Promise((resolve) => {
            const req = http.request(
              `${url}/api/sessions/${sessionId}/signup`,
              { method: 'POST', agent: signupAgent, headers: { authorization: `Bearer ${token}` } },
              (res) => {
                const chunks = [];
                res.on('data', (chunk) => chunks.push(chunk));
                res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - a.t0, body: Buffer.concat(chunks).toString() }));
              },
            );
            req.on('error', (error) => resolve({ status: 0, ms: performance.now() - a.t0, body: error.message }));
            req.end();
          }),
      ),
    );
    let timer;
    await Promise.race([all, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
    armed = null;
    signupAgent.destroy();
    return { answers, samples: a.samples, timeouts: a.remaining, clients: live.length, deltas: a.events.delta };
  },

  /** Every socket follows one session's questions (questions.join), and records what question pushes it receives. */
  async questionsJoin({ sessionId }) {
    const live = clients.filter((c) => c.socket.connected);
    const acks = await Promise.all(
      live.map((c) =>
        c.socket
          .timeout(30_000)
          .emitWithAck('questions.join', { session_id: sessionId })
          .catch(() => null),
      ),
    );
    for (const c of live) {
      c.questions = [];
      if (c.questionsListening) continue;
      c.questionsListening = true;
      for (const event of ['question.changed', 'question.removed'])
        c.socket.on(event, (payload) => c.questions.push({ event, id: payload?.id, status: payload?.status, votes: payload?.votes, at: performance.now() }));
      // Votes come as one message per session per tick, with every count that changed.
      c.socket.on('question.votes', (payload) => {
        const at = performance.now();
        for (const { id, votes } of payload?.counts ?? []) c.questions.push({ event: 'question.votes', id, votes, at });
      });
    }
    return { joined: acks.filter((a) => a?.ok).length, moderators: acks.filter((a) => a?.moderator).length };
  },

  /**
   * Votes for `questionId`, one account each, `rate` a second, sent from here (one clock with the sockets): per vote,
   * from its request to each socket's push carrying the count its answer gave.
   */
  async questionVotes({ url, questionId, tokens, rate, timeoutMs = 15_000 }) {
    const live = clients.filter((c) => c.socket.connected);
    for (const c of live) c.questions = [];
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const sentAt = new Map();
    const answers = [];
    const t0 = performance.now();
    await Promise.all(
      tokens.map(
        (token, i) =>
          new Promise((resolve) =>
            setTimeout(
              () => {
                const at = performance.now();
                const req = http.request(
                  `${url}/api/questions/${questionId}/vote`,
                  { method: 'PUT', agent, headers: { authorization: `Bearer ${token}` } },
                  (res) => {
                    const chunks = [];
                    res.on('data', (chunk) => chunks.push(chunk));
                    res.on('end', () => {
                      const body = Buffer.concat(chunks).toString();
                      answers.push({ status: res.statusCode, ms: performance.now() - at });
                      try {
                        sentAt.set(JSON.parse(body).votes, at);
                      } catch {
                        // not an answer with votes
                      }
                      resolve();
                    });
                  },
                );
                req.on('error', () => resolve(answers.push({ status: 0, ms: performance.now() - at })));
                req.end();
              },
              (i * 1000) / rate,
            ),
          ),
      ),
    );
    const last = tokens.length;
    const deadline = performance.now() + timeoutMs;
    while (performance.now() < deadline && live.some((c) => !c.questions.some((q) => q.event === 'question.votes' && q.votes >= last)))
      await new Promise((r) => setTimeout(r, 50));
    agent.destroy();
    const samples = [];
    let missing = 0;
    for (const [votes, at] of sentAt) {
      for (const c of live) {
        // A page has a vote once it has a count that includes it (a tick's count may include later votes too).
        const got = c.questions.find((q) => q.event === 'question.votes' && q.id === questionId && q.votes >= votes);
        if (got) samples.push(got.at - at);
        else missing++;
      }
    }
    return { answers, samples, missing, clients: live.length, seconds: (performance.now() - t0) / 1000 };
  },

  /** How many sockets received a question's record (not just its id) with one of these statuses. */
  async questionsSeen({ questionId, statuses }) {
    const live = clients.filter((c) => c.socket.connected);
    return {
      received: live.filter((c) => c.questions?.some((q) => q.id === questionId && q.event === 'question.changed' && statuses.includes(q.status))).length,
      clients: live.length,
    };
  },

  async stats() {
    const byUrl = {};
    for (const c of clients) if (c.socket.connected) byUrl[c.url] = (byUrl[c.url] ?? 0) + 1;
    return { connected: clients.filter((c) => c.socket.connected).length, byUrl, disconnects, rssKb: Math.round(process.memoryUsage().rss / 1024) };
  },
};

process.on('message', async (msg) => {
  try {
    process.send({ id: msg.id, ok: true, result: await handlers[msg.type](msg) });
  } catch (error) {
    process.send({ id: msg.id, ok: false, error: error?.stack ?? String(error) });
  }
});
process.on('disconnect', () => process.exit(0));
