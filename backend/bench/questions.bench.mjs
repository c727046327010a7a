// Issue 47's question figures: 2,000 pages open on one session's questions (anonymous sockets that joined its room)
// while 20 votes a second arrive for about 10 s, each from its own account. Rows: p99 from a vote's request to every
// page receiving the count it made (target < 150 ms); and, with questions approved first, how many of those pages
// received a waiting question and a hidden one (target 0). Clients and votes in one child process on the load core.
import { api } from './lib/app.mjs';
import { log } from './lib/proc.mjs';
import { socketFleet } from './lib/sockets.mjs';
import { count, ms, percentile, row } from './lib/table.mjs';

/** Registers and signs in `n` voters, a few at a time (questions need no paid registration); their access tokens. */
async function voterAccounts(url, n) {
  const tokens = [];
  let next = 0;
  const run = Date.now().toString(36);
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < n) {
        const i = next++;
        const email = `voter-${run}-${i}@bench.example`;
        const password = 'bench-password-123';
        await api(url, null, 'POST', '/api/auth/register', { email, password, full_name: `Bench Voter ${i}` });
        tokens.push((await api(url, null, 'POST', '/api/auth/login', { email, password })).access_token);
      }
    }),
  );
  return tokens;
}

const PAGES = Number(process.env.BENCH_QUESTION_PAGES ?? 2000);
const RATE = Number(process.env.BENCH_QUESTION_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_QUESTION_SECONDS ?? 10);
const TARGET_P99_MS = 150;
/** The limits on sign-in and forms are for people, not for the bench's setup of its voters. */
export const QUESTION_BENCH_ENV = { AUTH_RATE_LIMIT_PER_MINUTE: '100000', FORM_RATE_LIMIT_PER_MINUTE: '100000' };

export async function questionsBench({ app, token }) {
  const start = Date.now();
  const session = await api(app.url, token, 'POST', '/api/admin/sessions', {
    title: 'Bench questions',
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 3_600_000).toISOString(),
    room: 'Bench Hall',
  });
  const voters = await voterAccounts(app.url, RATE * SECONDS);
  const question = await api(app.url, voters[0], 'POST', `/api/sessions/${session.id}/questions`, { text: 'How fast are votes?' });
  const fleet = socketFleet(app.url);
  try {
    await fleet.connect(PAGES);
    const joined = await fleet.questionsJoin({ sessionId: session.id });
    log(`questions: ${count(joined.joined)} pages joined the room (${joined.moderators} as moderators)`);
    const r = await fleet.questionVotes({ questionId: question.id, tokens: voters, rate: RATE });
    const refusals = r.answers.filter((a) => a.status !== 200);
    const refused = refusals.length;
    if (refused) log(`questions: refused votes' statuses: ${[...new Set(refusals.map((a) => a.status))].join(', ')}`);
    const samples = [...r.samples, ...Array(r.missing).fill(Infinity)];
    const p50 = percentile(samples, 50);
    const p99 = percentile(samples, 99);
    const answerMs = r.answers.map((a) => a.ms);
    log(
      `questions: ${count(r.answers.length)} votes in ${r.seconds.toFixed(1)} s (${refused} refused); ${count(r.samples.length)} deliveries, ${count(r.missing)} missing`,
    );

    // Approved first: a waiting question, then one shown and hidden, must reach none of the attendees' pages.
    await api(app.url, token, 'PATCH', '/api/admin/conference-settings', { questions_moderated: true });
    const waiting = await api(app.url, voters[1], 'POST', `/api/sessions/${session.id}/questions`, { text: 'Only moderators see this' });
    await api(app.url, token, 'PATCH', '/api/admin/conference-settings', { questions_moderated: false });
    const shown = await api(app.url, voters[2], 'POST', `/api/sessions/${session.id}/questions`, { text: 'Shown, then hidden' });
    await api(app.url, token, 'PATCH', `/api/questions/${shown.id}`, { status: 'hidden' });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const pending = await fleet.questionsSeen({ questionId: waiting.id, statuses: ['pending', 'hidden', 'approved', 'answered'] });
    const hidden = await fleet.questionsSeen({ questionId: shown.id, statuses: ['hidden', 'pending'] });
    const leaked = pending.received + hidden.received;
    return [
      row(
        `${count(PAGES)} pages on one session's questions, ${RATE} votes/s for ${SECONDS} s: from a vote's request to every page having its count, p50 / p99`,
        `${ms(p50)} / ${ms(p99)}`,
        `vote answers p50 ${ms(percentile(answerMs, 50))}, p99 ${ms(percentile(answerMs, 99))}; ${count(r.missing)} deliveries missing; ${refused} votes refused`,
        '-',
        `p99 < ${TARGET_P99_MS} ms`,
        p99 < TARGET_P99_MS && r.missing === 0 && refused === 0,
      ),
      row(
        `a waiting and a hidden question: attendees' pages (of ${count(pending.clients)}) that received them`,
        `${pending.received} waiting, ${hidden.received} hidden`,
        '-',
        '-',
        '0',
        leaked === 0,
      ),
    ];
  } finally {
    await fleet.stop();
  }
}
