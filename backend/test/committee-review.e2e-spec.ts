// The programme committee, through the API and Socket.IO: who may review, phases, scoring rules, assignment, what a
// reviewer may see (every response and pushed event a reviewer receives is checked for the proposers' identities),
// the ranking and its CSV, and bulk decisions whose previewed mail is what a real SMTP server receives.
import type { Socket } from 'socket.io-client';
import { api, connectSocket, newSpeakerAccount, nextEvent, proposalBody, registerUser, type TestApp } from './harness.js';
import { useAppWithMail, waitFor, type Smtp } from './smtp.js';

describe('test/committee-review.e2e-spec.ts', () => {
  const context = useAppWithMail();
  let app: TestApp;
  let admin: string;
  let smtp: Smtp;
  const asAdmin = (method: string, route: string, body?: unknown) => api(app, method, route, { token: admin, body });

  interface Person {
    id: number;
    email: string;
    token: string;
  }
  interface Proposer extends Person {
    proposalId: number;
    title: string;
    name: string;
    organization: string;
    bio: string;
  }

  /** Everything each reviewer was sent: response bodies and pushed events, as text, checked for identities at the end. */
  const seenByReviewers: string[] = [];
  const sockets: Socket[] = [];
  let recording = true;

  /** A call as a reviewer; what comes back is kept for the anonymity check. */
  async function asReviewer(reviewer: Person, method: string, route: string, body?: unknown) {
    const response = await api(app, method, route, { token: reviewer.token, body });
    if (recording) seenByReviewers.push(`${method} ${route}: ${typeof response.body === 'string' ? response.body : JSON.stringify(response.body)}`);
    return response;
  }

  async function reviewerSocket(reviewer: Person) {
    const socket = await connectSocket(app.url, reviewer.token);
    sockets.push(socket);
    socket.onAny((event, payload) => {
      if (recording) seenByReviewers.push(`socket ${event}: ${JSON.stringify(payload)}`);
    });
    return socket;
  }

  let counter = 0;
  async function proposer(organization: string, overrides: Record<string, unknown> = {}): Promise<Proposer> {
    const n = counter++;
    const email = `proposer${n}-${Date.now()}@mail.example`;
    const name = `Zephyrine Quillborne${n}`;
    const bio = `Biography marker ${n}: `.padEnd(70, 'b');
    const title = `Parliamentary speech recognition, part ${n}`;
    const account = await newSpeakerAccount(app, email, {
      proposal: proposalBody(email, { title, speaker_name: name, organization, speaker_bio: bio, ...overrides }),
    });
    return { id: account.user.id, email, token: account.token, proposalId: account.proposalId, title, name, organization, bio };
  }

  /** Proposals sent once the call closed (the review phase closes it): the call reopens for them only. */
  async function submitting<T>(work: () => Promise<T>): Promise<T> {
    await asAdmin('PATCH', '/api/admin/conference-settings', { accepting_cfp: true });
    try {
      return await work();
    } finally {
      await asAdmin('PATCH', '/api/admin/conference-settings', { accepting_cfp: false });
    }
  }

  async function reviewer(organization: string, existing?: Person): Promise<Person> {
    let person: Person;
    if (existing) person = existing;
    else {
      const registered = await registerUser(app, { full_name: `Reviewer ${counter++}` });
      person = { id: registered.user.id, email: registered.email, token: registered.token };
    }
    const made = await asAdmin('PUT', `/api/admin/review/reviewers/${person.id}`, { is_reviewer: true, organization });
    expect(made.status).toBe(200);
    return person;
  }

  const scoresFor = (criteria: { id: number }[], ...values: number[]) => Object.fromEntries(criteria.map((c, i) => [String(c.id), values[i] ?? values[0]]));

  let criteria: { id: number; name: string; weight: number; scale_max: number }[];
  let p1: Proposer, p2: Proposer, p3: Proposer, p4: Proposer, p5: Proposer, p6: Proposer;
  let r1: Person, r2: Person, r3: Person;

  beforeAll(async () => {
    ({ app, admin, smtp } = context);
    criteria = (await asAdmin('GET', '/api/admin/review/criteria')).body;
  });
  afterAll(() => sockets.forEach((s) => s.disconnect()));

  describe('who reviews', () => {
    it('lets only users an admin made reviewers into the review area, and keeps them out of the admin one', async () => {
      const user = await registerUser(app);
      const refused = await api(app, 'GET', '/api/review/state', { token: user.token });
      expect(refused.status).toBe(403);
      expect(refused.body.detail).toBe('Only members of the programme committee can do this');
      // An admin is not a reviewer unless made one.
      expect((await asAdmin('GET', '/api/review/state')).status).toBe(403);
      expect((await api(app, 'GET', '/api/review/state')).status).toBe(401);

      r1 = await reviewer('Quillborne Phonetics', { id: user.user.id, email: user.email, token: user.token });
      const me = await api(app, 'GET', '/api/auth/me', { token: r1.token });
      expect(me.body).toMatchObject({ role: 'user', is_reviewer: true });
      const state = await asReviewer(r1, 'GET', '/api/review/state');
      expect(state.status).toBe(200);
      expect(state.body).toMatchObject({ phase: 'submission', anonymised: true, open_review: false });
      expect(state.body.criteria.map((c: { name: string }) => c.name)).toEqual(['Relevance to the programme', 'Originality', 'Clarity of the proposal']);
      expect((await api(app, 'GET', '/api/admin/review/ranking', { token: r1.token })).status).toBe(403);
      expect((await asAdmin('PUT', '/api/admin/review/reviewers/987654', { is_reviewer: true })).status).toBe(404);
      expect((await asAdmin('PUT', `/api/admin/review/reviewers/${r1.id}`, { is_reviewer: 'yes' })).status).toBe(400);
    });
  });

  describe('assignment', () => {
    it('gives each proposal N reviewers, load balanced, never the proposer nor their organisation', async () => {
      p1 = await proposer('Quillborne Phonetics');
      p2 = await proposer('Northwind Speech');
      p4 = await proposer('Orbit Lexica');
      p5 = await proposer('Harbor Labs');
      r2 = await reviewer('Harbor Labs');
      // A reviewer who also proposed: never assigned their own proposal.
      p3 = await proposer('Solo Research');
      r3 = await reviewer('', p3);
      await reviewerSocket(r1);

      expect((await asAdmin('PUT', '/api/admin/review/settings', { reviewers_per_proposal: 2 })).body).toMatchObject({ reviewers_per_proposal: 2 });
      const auto = await asAdmin('POST', '/api/admin/review/assignments/auto', {});
      expect(auto.status).toBe(200);
      expect(auto.body.unfilled).toEqual([]);
      const assignments: { proposal_id: number; reviewer_id: number }[] = (await asAdmin('GET', '/api/admin/review/assignments')).body;
      const of = (p: Proposer) =>
        assignments
          .filter((a) => a.proposal_id === p.proposalId)
          .map((a) => a.reviewer_id)
          .sort();
      expect(of(p1)).toEqual([r2.id, r3.id].sort());
      expect(of(p3)).toEqual([r1.id, r2.id].sort());
      expect(of(p5)).toEqual([r1.id, r3.id].sort());
      for (const p of [p2, p4]) expect(of(p)).toHaveLength(2);
      const loads = [r1, r2, r3].map((r) => assignments.filter((a) => a.reviewer_id === r.id).length);
      expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);

      // Running it again changes nothing; a reviewer's bell says they have work.
      expect((await asAdmin('POST', '/api/admin/review/assignments/auto', {})).body.created).toEqual([]);
      const bell = await asReviewer(r1, 'GET', '/api/notifications');
      expect(bell.body[0]).toMatchObject({ title: 'New proposals to review', link: '/review' });
    });

    it('refuses a hand-made assignment with a conflict, saying which', async () => {
      const sameOrg = await asAdmin('POST', '/api/admin/review/assignments', { proposal_id: p1.proposalId, reviewer_id: r1.id });
      expect(sameOrg.status).toBe(409);
      expect(sameOrg.body.detail).toBe("The reviewer works at the proposer's organisation");
      const own = await asAdmin('POST', '/api/admin/review/assignments', { proposal_id: p3.proposalId, reviewer_id: r3.id });
      expect(own.body.detail).toBe('A reviewer cannot review their own proposal');
      const user = await registerUser(app);
      expect((await asAdmin('POST', '/api/admin/review/assignments', { proposal_id: p2.proposalId, reviewer_id: user.user.id })).status).toBe(404);
      expect((await asAdmin('POST', '/api/admin/review/assignments', { proposal_id: 'x', reviewer_id: r1.id })).status).toBe(400);
    });
  });

  describe('phases and scores', () => {
    it('accepts reviews only in the review phase, which closes the call', async () => {
      const [first] = (await asReviewer(r1, 'GET', '/api/review/proposals')).body;
      const early = await asReviewer(r1, 'PUT', `/api/review/proposals/${first.id}/review`, { scores: scoresFor(criteria, 3) });
      expect(early.status).toBe(409);
      expect(early.body.detail).toBe('Reviews are accepted only in the review phase');

      const moved = await asAdmin('PUT', '/api/admin/review/settings', { phase: 'review' });
      expect(moved.body.phase).toBe('review');
      const settings = await api(app, 'GET', '/public/conference-settings');
      expect(settings.body).toMatchObject({ accepting_cfp: false, review_phase: 'review' });
      const late = await api(app, 'POST', '/cfp/submit', { body: proposalBody('late@mail.example') });
      expect(late.status).toBe(403);
    });

    it('needs every criterion scored on its scale', async () => {
      const [queued] = (await asReviewer(r1, 'GET', '/api/review/proposals')).body;
      const route = `/api/review/proposals/${queued.id}/review`;
      const [first, second] = criteria.map((c) => String(c.id));
      const missing = await asReviewer(r1, 'PUT', route, { scores: { [first]: 3 } });
      expect(missing.status).toBe(400);
      expect(missing.body.detail.map((d: { loc: string[] }) => d.loc.join('.'))).toEqual(criteria.slice(1).map((c) => `body.scores.${c.id}`));
      const tooHigh = await asReviewer(r1, 'PUT', route, { scores: { ...scoresFor(criteria, 3), [second]: 6 } });
      expect(tooHigh.body.detail[0].msg).toBe("'Originality' takes a whole number from 1 to 5");
      expect((await asReviewer(r1, 'PUT', route, { scores: { ...scoresFor(criteria, 3), [second]: 2.5 } })).status).toBe(400);
      expect((await asReviewer(r1, 'PUT', route, { scores: { ...scoresFor(criteria, 3), 987654: 3 } })).status).toBe(400);
      expect((await asReviewer(r1, 'PUT', route, { scores: 'great' })).status).toBe(400);
    });

    it('shows a reviewer the other scores only once they submitted their own', async () => {
      const assignments: { proposal_id: number; reviewer_id: number }[] = (await asAdmin('GET', '/api/admin/review/assignments')).body;
      const shared = [p2, p4].find((p) => assignments.some((a) => a.proposal_id === p.proposalId && a.reviewer_id === r1.id))!;
      const other = assignments.find((a) => a.proposal_id === shared.proposalId && a.reviewer_id !== r1.id)!;
      const otherReviewer = [r2, r3].find((r) => r.id === other.reviewer_id)!;
      await reviewerSocket(otherReviewer);
      const pushed = nextEvent<{ proposal_ids: number[] }>(sockets[0], 'review.changed');
      const theirs = await asReviewer(otherReviewer, 'PUT', `/api/review/proposals/${shared.proposalId}/review`, {
        scores: scoresFor(criteria, 5, 4, 4),
        comment: 'Strong and timely',
        speaker_note: 'Please bring a live demo.',
      });
      expect(theirs.status).toBe(200);
      expect(theirs.body.my_review).toMatchObject({ comment: 'Strong and timely', score: expect.any(Number) });
      expect((await pushed).proposal_ids).toEqual([shared.proposalId]);

      const before = await asReviewer(r1, 'GET', `/api/review/proposals/${shared.proposalId}`);
      expect(before.body).toMatchObject({ others: null, my_review: null, reviews_done: 1, reviewers_assigned: 2, proposer: null });
      expect(JSON.stringify(before.body)).not.toContain('Strong and timely');
      const queue = await asReviewer(r1, 'GET', '/api/review/proposals');
      expect(JSON.stringify(queue.body)).not.toContain('Strong and timely');

      const progressOf = async () =>
        ((await asReviewer(r1, 'GET', '/api/review/state')).body.committee as { id: number; assigned: number; reviewed: number }[]).find(
          (m) => m.id === r1.id,
        )!;
      const progressBefore = await progressOf();
      const mine = await asReviewer(r1, 'PUT', `/api/review/proposals/${shared.proposalId}/review`, {
        scores: scoresFor(criteria, 2),
        comment: 'Thin evaluation',
      });
      // The committee's progress: one more review, one fewer to go.
      expect(await progressOf()).toEqual({ ...progressBefore, assigned: progressBefore.assigned - 1, reviewed: progressBefore.reviewed + 1 });
      expect(mine.body.others).toEqual([expect.objectContaining({ reviewer_id: otherReviewer.id, comment: 'Strong and timely' })]);
      // The reviewer may change their review while the phase lasts.
      const changed = await asReviewer(r1, 'PUT', `/api/review/proposals/${shared.proposalId}/review`, {
        scores: scoresFor(criteria, 3),
        comment: 'Better on rereading',
      });
      expect(changed.body.my_review.comment).toBe('Better on rereading');
    });

    it('answers 404 for a proposal not assigned to the reviewer, unless admins open the review', async () => {
      expect((await asReviewer(r1, 'GET', `/api/review/proposals/${p1.proposalId}`)).status).toBe(404);
      const unassigned = await submitting(() => proposer('Unassigned Institute'));
      expect((await asReviewer(r1, 'GET', `/api/review/proposals/${unassigned.proposalId}`)).status).toBe(404);

      await asAdmin('PUT', '/api/admin/review/settings', { open_review: true });
      const open: { id: number; assigned: boolean }[] = (await asReviewer(r1, 'GET', '/api/review/proposals')).body;
      expect(open.find((q) => q.id === unassigned.proposalId)).toMatchObject({ assigned: false });
      // Still never their own organisation's.
      expect(open.some((q) => q.id === p1.proposalId)).toBe(false);
      await asAdmin('PUT', '/api/admin/review/settings', { open_review: false });
      expect((await asReviewer(r1, 'GET', `/api/review/proposals/${unassigned.proposalId}`)).status).toBe(404);
    });
  });

  describe('conflicts and departures', () => {
    it('hands a proposal on when its reviewer declares a conflict of interest', async () => {
      const queue: { id: number; my_review: unknown }[] = (await asReviewer(r1, 'GET', '/api/review/proposals')).body;
      // One of p2 and p4 that r1 has not reviewed: someone else on the committee can take it.
      const target = queue.find((q) => [p2.proposalId, p4.proposalId].includes(q.id) && q.my_review === null)!;
      expect(target).toBeTruthy();
      const reviewedOne = queue.find((q) => q.my_review !== null)!;
      expect((await asReviewer(r1, 'POST', `/api/review/proposals/${reviewedOne.id}/conflict`, {})).status).toBe(409);
      expect((await asReviewer(r1, 'POST', `/api/review/proposals/${target.id}/conflict`, {})).status).toBe(204);
      expect(((await asReviewer(r1, 'GET', '/api/review/proposals')).body as { id: number }[]).some((q) => q.id === target.id)).toBe(false);
      const assignments: { proposal_id: number; reviewer_id: number }[] = (await asAdmin('GET', '/api/admin/review/assignments')).body;
      const now = assignments.filter((a) => a.proposal_id === target.id).map((a) => a.reviewer_id);
      expect(now).toHaveLength(2);
      expect(now).not.toContain(r1.id);
      const again = await asAdmin('POST', '/api/admin/review/assignments', { proposal_id: target.id, reviewer_id: r1.id });
      expect(again.body.detail).toBe('The reviewer declared a conflict of interest with this proposal');
    });

    it('reassigns the unfinished proposals of a reviewer who leaves, and closes their area', async () => {
      const r4 = await reviewer('Independent');
      const before: { proposal_id: number; reviewer_id: number; reviewed: boolean }[] = (await asAdmin('GET', '/api/admin/review/assignments')).body;
      const unfinished = before.filter((a) => a.reviewer_id === r3.id && !a.reviewed).map((a) => a.proposal_id);
      expect(unfinished.length).toBeGreaterThan(0);
      const removed = await asAdmin('PUT', `/api/admin/review/reviewers/${r3.id}`, { is_reviewer: false });
      expect(removed.body).toMatchObject({ is_reviewer: false, assigned: 0 });
      const after: { proposal_id: number; reviewer_id: number }[] = (await asAdmin('GET', '/api/admin/review/assignments')).body;
      for (const id of unfinished) {
        expect(after.filter((a) => a.proposal_id === id)).toHaveLength(2);
        expect(after.some((a) => a.proposal_id === id && a.reviewer_id === r3.id)).toBe(false);
      }
      expect(after.filter((a) => a.reviewer_id === r4.id).length).toBeGreaterThan(0);
      expect((await api(app, 'GET', '/api/review/state', { token: r3.token })).status).toBe(403);
      await reviewer('', r3);
    });

    it('takes a withdrawn proposal out of every queue at once', async () => {
      const [spare, stranger] = await submitting(async () => [await proposer('Lantern Audio'), await proposer('Elsewhere')]);
      await asAdmin('POST', '/api/admin/review/assignments', { proposal_id: spare.proposalId, reviewer_id: r1.id });
      expect(((await asReviewer(r1, 'GET', '/api/review/proposals')).body as { id: number }[]).some((q) => q.id === spare.proposalId)).toBe(true);
      const pushed = nextEvent<{ proposal_ids: number[] }>(sockets[0], 'review.changed');
      expect((await api(app, 'POST', `/api/speaker/proposals/${spare.proposalId}/withdraw`, { token: stranger.token })).status).toBe(404);
      const withdrawn = await api(app, 'POST', `/api/speaker/proposals/${spare.proposalId}/withdraw`, { token: spare.token });
      expect(withdrawn.body.status).toBe('withdrawn');
      expect((await pushed).proposal_ids).toEqual([spare.proposalId]);
      expect(((await asReviewer(r1, 'GET', '/api/review/proposals')).body as { id: number }[]).some((q) => q.id === spare.proposalId)).toBe(false);
      expect((await asReviewer(r1, 'GET', `/api/review/proposals/${spare.proposalId}`)).status).toBe(404);
      const twice = await api(app, 'POST', `/api/speaker/proposals/${spare.proposalId}/withdraw`, { token: spare.token });
      expect(twice.status).toBe(409);
      expect(twice.body.detail).toBe('A proposal that is withdrawn cannot be withdrawn');
    });
  });

  describe('ranking', () => {
    it('ranks by weighted mean with spread, counts and outliers, filters, and exports CSV', async () => {
      // p6 gets three reviews: one high, one middling, one far below.
      p6 = await submitting(() => proposer('Orbit Lexica Two'));
      const r5 = await reviewer('Fifth Org');
      for (const r of [r1, r2, r5])
        expect((await asAdmin('POST', '/api/admin/review/assignments', { proposal_id: p6.proposalId, reviewer_id: r.id })).status).toBe(201);
      await asReviewer(r1, 'PUT', `/api/review/proposals/${p6.proposalId}/review`, { scores: scoresFor(criteria, 5), comment: 'Excellent' });
      await asReviewer(r2, 'PUT', `/api/review/proposals/${p6.proposalId}/review`, { scores: scoresFor(criteria, 5, 1, 1), comment: 'Relevant only' });
      const low = await asReviewer(r5, 'PUT', `/api/review/proposals/${p6.proposalId}/review`, {
        scores: scoresFor(criteria, 1),
        comment: 'Off topic',
        speaker_note: 'Consider the industry track.',
      });
      expect(low.status).toBe(200);

      const ranking = await asAdmin('GET', '/api/admin/review/ranking');
      expect(ranking.status).toBe(200);
      const entry = ranking.body.find((r: { proposal: { id: number } }) => r.proposal.id === p6.proposalId);
      // 100, 50 (the double-weighted criterion alone) and 0.
      expect(entry.reviews.map((r: { score: number }) => r.score)).toEqual([100, 50, 0]);
      expect(entry).toMatchObject({ score: 50, spread: 40.8, reviewers_assigned: 3 });
      expect(entry.outliers).toEqual([entry.reviews[0].id, entry.reviews[2].id]);
      const scored = ranking.body.filter((r: { score: number | null }) => r.score !== null);
      expect(scored.map((r: { rank: number }) => r.rank)).toEqual(scored.map((_: unknown, i: number) => i + 1));
      expect(scored.map((r: { score: number }) => r.score)).toEqual([...scored.map((r: { score: number }) => r.score)].sort((a, b) => b - a));
      expect(ranking.body.some((r: { proposal: { status: string } }) => r.proposal.status === 'withdrawn')).toBe(false);

      const unreviewed = await asAdmin('GET', '/api/admin/review/ranking?progress=unreviewed');
      expect(unreviewed.body.every((r: { reviews: unknown[] }) => r.reviews.length === 0)).toBe(true);
      expect(unreviewed.body.some((r: { proposal: { id: number } }) => r.proposal.id === p1.proposalId)).toBe(true);
      expect((await asAdmin('GET', '/api/admin/review/ranking?status=withdrawn')).body).toHaveLength(1);
      expect((await asAdmin('GET', '/api/admin/review/ranking?type=talk')).body).toEqual([]);
      expect((await asAdmin('GET', '/api/admin/review/ranking?progress=most')).status).toBe(400);

      const csv = await api(app, 'GET', '/api/admin/review/ranking.csv', { token: admin });
      expect(csv.headers.get('content-type')).toContain('text/csv');
      const lines = (csv.body as string).trim().split('\n');
      expect(lines[0]).toBe(
        'rank,id,title,speaker,organization,type,status,score,spread,reviews,assigned,outliers,Relevance to the programme,Originality,Clarity of the proposal',
      );
      expect(lines.find((l) => l.startsWith(`${entry.rank},${p6.proposalId},`))).toContain(
        `,${p6.name},Orbit Lexica Two,research_output,pending,50,40.8,3,3,2,`,
      );
    });

    it('keeps spreadsheet formulas in proposal text inert in the CSV', async () => {
      const risky = await submitting(() => proposer('Formula Org', { title: '=HYPERLINK("http://evil.example")' }));
      const csv = await api(app, 'GET', '/api/admin/review/ranking.csv', { token: admin });
      expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
      expect((await api(app, 'POST', `/api/speaker/proposals/${risky.proposalId}/withdraw`, { token: risky.token })).status).toBe(200);
    });

    it("exports a reviewer's own reviews without the proposers", async () => {
      const mine = await asReviewer(r1, 'GET', '/api/review/reviews.csv');
      expect(mine.status).toBe(200);
      expect(mine.body).toContain('Excellent');
      expect(mine.body).toContain('Parliamentary speech recognition');
    });
  });

  describe('anonymity', () => {
    it('warns where the free text names the proposer, and shows it as written', async () => {
      const named = await submitting(() =>
        proposer('Tidewater Speech', { abstract: `In this talk Tidewater Speech presents its parliament corpus. ${'x'.repeat(100)}` }),
      );
      await asAdmin('POST', '/api/admin/review/assignments', { proposal_id: named.proposalId, reviewer_id: r2.id });
      const seen = await api(app, 'GET', `/api/review/proposals/${named.proposalId}`, { token: r2.token });
      expect(seen.body.identity_warning).toMatch(/may name the proposer/);
      expect(seen.body.abstract).toContain('Tidewater Speech');
      expect(seen.body.proposer).toBeNull();
      const plain = await asReviewer(r2, 'GET', `/api/review/proposals/${p1.proposalId}`);
      expect(plain.body.identity_warning).toBeNull();
    });

    it("never sent a reviewer a proposer's name, address, organisation or bio while anonymised", () => {
      recording = false;
      const everything = seenByReviewers.join('\n');
      expect(seenByReviewers.length).toBeGreaterThan(30);
      expect(everything).toContain('socket review.changed');
      expect(everything).toContain('socket notification.created');
      for (const p of [p1, p2, p3, p4, p5, p6]) {
        expect(everything).not.toContain(p.email);
        expect(everything).not.toContain(p.bio.slice(0, 20));
        expect(everything).not.toContain(p.organization);
        // p3 is also on the committee, where reviewers see each other's names (not as a proposer).
        if (p !== p3) expect(everything).not.toContain(p.name);
      }
    });

    it('shows reviewers who proposed once admins lift anonymity, but never their address', async () => {
      await asAdmin('PUT', '/api/admin/review/settings', { anonymised: false });
      const seen = await api(app, 'GET', `/api/review/proposals/${p1.proposalId}`, { token: r2.token });
      expect(seen.body.proposer).toEqual({ name: p1.name, position: 'Researcher', organization: p1.organization, bio: p1.bio });
      expect(JSON.stringify(seen.body)).not.toContain(p1.email);
      await asAdmin('PUT', '/api/admin/review/settings', { anonymised: true });
    });
  });

  describe('bulk decisions', () => {
    let template: { id: number };

    it('keeps editable templates whose placeholders must exist', async () => {
      const seeded = (await asAdmin('GET', '/api/admin/review/templates')).body;
      expect(seeded.map((t: { name: string }) => t.name)).toEqual(['Acceptance', 'Rejection', 'Rejection, with an invitation to attend']);
      const typo = await asAdmin('POST', '/api/admin/review/templates', { name: 'Oops', decision: 'accepted', subject: 'Hi {nmae}', body: 'x' });
      expect(typo.status).toBe(400);
      expect(typo.body.detail[0].msg).toMatch(/^Unknown placeholder \{nmae\}/);
      const created = await asAdmin('POST', '/api/admin/review/templates', {
        name: 'Short acceptance',
        decision: 'accepted',
        subject: '{product}: "{title}" is in',
        body: 'Dear {name},\n\n"{title}" is accepted.\n\nFrom the committee:\n{notes}\n\nYour slot: {slot}\n\nConfirm here: {dashboard}',
      });
      expect(created.status).toBe(201);
      template = created.body;
      const edited = await asAdmin('PUT', `/api/admin/review/templates/${template.id}`, { name: 'Short acceptance (edited)' });
      expect(edited.body).toMatchObject({ name: 'Short acceptance (edited)', decision: 'accepted' });
    });

    it("writes each speaker's mail in their account's language when the template has it, else in English", async () => {
      const german = await asAdmin('POST', '/api/admin/review/templates', {
        name: 'Zweisprachig',
        decision: 'accepted',
        subject: '"{title}" is in',
        body: 'Dear {name}, welcome.',
        translations: { de: { subject: '„{title}“ ist dabei', body: 'Liebe:r {name}, willkommen.' } },
      });
      expect(german.status).toBe(201);
      expect(german.body.missing_translations).toEqual([]);
      const typo = await asAdmin('PUT', `/api/admin/review/templates/${german.body.id}`, { translations: { de: { body: 'Hallo {nmae}' } } });
      expect(typo.status).toBe(400);
      expect((await api(app, 'PUT', '/api/user/profile', { token: p2.token, body: { language: 'de' } })).status).toBe(200);
      try {
        const preview = await asAdmin('POST', '/api/admin/review/decisions/preview', {
          proposal_ids: [p2.proposalId, p6.proposalId],
          decision: 'accepted',
          template_id: german.body.id,
        });
        const [toP2, toP6] = preview.body.mails;
        expect(toP2).toMatchObject({ subject: `„${p2.title}“ ist dabei`, text: `Liebe:r ${p2.name}, willkommen.` });
        expect(toP6.subject).toBe(`"${p6.title}" is in`);
      } finally {
        await api(app, 'PUT', '/api/user/profile', { token: p2.token, body: { language: 'en' } });
        await asAdmin('DELETE', `/api/admin/review/templates/${german.body.id}`);
      }
    });

    it('previews the exact mail each speaker receives, then decides, mails through SMTP, and updates the speaker at once', async () => {
      const moved = await asAdmin('PUT', '/api/admin/review/settings', { phase: 'decision' });
      expect(moved.body.phase).toBe('decision');
      const closed = await asReviewer(r1, 'PUT', `/api/review/proposals/${p2.proposalId}/review`, { scores: scoresFor(criteria, 3) });
      expect(closed.status).toBe(409);

      const withdrawn: { proposal: { id: number } }[] = (await asAdmin('GET', '/api/admin/review/ranking?status=withdrawn')).body;
      const body = {
        proposal_ids: [p2.proposalId, p6.proposalId, withdrawn[0].proposal.id],
        decision: 'accepted',
        template_id: template.id,
        notes: { [p2.proposalId]: 'Please keep it to 20 minutes.' },
      };
      const wrongTemplate = await asAdmin('POST', '/api/admin/review/decisions/preview', { ...body, decision: 'rejected' });
      expect(wrongTemplate.status).toBe(400);
      expect(wrongTemplate.body.detail[0].msg).toBe('This template is for accepted proposals');

      const preview = await asAdmin('POST', '/api/admin/review/decisions/preview', body);
      expect(preview.status).toBe(200);
      expect(preview.body.skipped).toEqual([{ proposal_id: withdrawn[0].proposal.id, reason: 'A proposal that is withdrawn cannot be accepted' }]);
      const [toP2, toP6] = preview.body.mails;
      expect(toP2).toMatchObject({ proposal_id: p2.proposalId, to: p2.email, subject: `${app.config.productName}: "${p2.title}" is in` });
      expect(toP2.text).toBe(
        `Dear ${p2.name},\n\n"${p2.title}" is accepted.\n\nFrom the committee:\nPlease keep it to 20 minutes.\n\nConfirm here: ${app.config.publicUrl}/speaker`,
      );
      // Without notes of their own, the reviewers' notes for the speaker; no slot yet, so that paragraph is left out.
      expect(toP6.text).toContain('From the committee:\nConsider the industry track.');
      expect(toP6.text).not.toContain('Your slot');

      const speakerSocket = await connectSocket(app.url, p2.token);
      const adminSocket = await connectSocket(app.url, admin);
      sockets.push(speakerSocket, adminSocket);
      const progress: { done: boolean; sent: number; total: number }[] = [];
      adminSocket.on('decisions.progress', (p) => progress.push(p));
      const notified = nextEvent<{ title: string }>(speakerSocket, 'notification.created');
      const changed = nextEvent<{ proposals: { id: number; status: string; review_notes: string }[] }>(speakerSocket, 'proposals.changed');

      const decided = await asAdmin('POST', '/api/admin/review/decisions', body);
      expect(decided.status).toBe(201);
      expect(decided.body).toMatchObject({ decision: 'accepted', total: 2, decided: [p2.proposalId, p6.proposalId] });
      expect(decided.body.skipped).toHaveLength(1);
      expect(await notified).toMatchObject({ title: 'Proposal accepted' });
      expect((await changed).proposals[0]).toMatchObject({ id: p2.proposalId, status: 'accepted', review_notes: 'Please keep it to 20 minutes.' });

      for (const mail of preview.body.mails) {
        const received = await waitFor(() => smtp.received.find((m) => m.to.includes(mail.to) && m.subject === mail.subject));
        expect(received.text.trim()).toBe(mail.text);
      }
      const done = await waitFor(async () => {
        const now = await asAdmin('GET', `/api/admin/review/decisions/${decided.body.batch_id}`);
        return now.body.done ? now.body : undefined;
      });
      expect(done).toMatchObject({ total: 2, sent: 2, failed: 0 });
      await waitFor(() => progress.find((p) => p.done));
      expect(progress.at(-1)).toMatchObject({ total: 2, sent: 2, done: true });

      const again = await asAdmin('POST', '/api/admin/review/decisions', body);
      expect(again.status).toBe(409);
      expect(again.body.detail).toBe('None of these proposals is pending');
      expect((await asAdmin('GET', '/api/admin/review/decisions/987654')).status).toBe(404);
    });
  });
});
