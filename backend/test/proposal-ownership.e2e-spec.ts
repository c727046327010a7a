// A proposal is an account's when the account sent it, when its claim link was opened, or when it was sent (by someone
// not signed in) with an address the account has proven it reads. Holding an address nobody confirmed is not enough:
// the attack was to register someone else's address, wait for its owner's anonymous proposal, and take it.
import { api, newSpeakerAccount, proposalBody, registerUser, type TestApp } from './harness.js';
import { useAppWithMail, waitFor, type Smtp } from './smtp.js';

describe('test/proposal-ownership.e2e-spec.ts', () => {
  const context = useAppWithMail();
  let app: TestApp;
  let smtp: Smtp;
  beforeAll(() => ({ app, smtp } = context));

  let n = 0;
  const proposal = (email: string) => proposalBody(email, { title: `Proposal number ${n++}` });
  const send = (email: string, token?: string) => api(app, 'POST', '/cfp/submit', { token, body: proposal(email) });
  const ids = (...list: number[]) => list.sort((a, b) => a - b);
  const listed = async (token: string) => {
    const mine = await api(app, 'GET', '/api/speaker/presentations', { token });
    expect(mine.status).toBe(200);
    return ids(...mine.body.map((p: { id: number }) => p.id));
  };
  const statusOf = async (id: number) => (await app.database.prisma.proposal.findUniqueOrThrow({ where: { id } })).status;
  const linkIn = async (email: string, subject: string) => {
    const mail = await waitFor(() => smtp.received.filter((m) => m.to.includes(email) && m.subject.startsWith(subject)).at(-1));
    return /\/confirm-email\?token=([\w-]+)/.exec(mail.text)?.[1] ?? '';
  };
  const confirmAddress = async (email: string, subject: string) => {
    const confirmed = await api(app, 'POST', '/api/auth/confirm-email', { body: { token: await linkIn(email, subject) } });
    expect(confirmed.status).toBe(200);
  };

  it('gives an unconfirmed account nothing its address was used for by someone else: not listed, not withdrawn, not confirmed', async () => {
    // Mallory registers the victim's address and never confirms it; the victim then sends a proposal, not signed in.
    const mallory = await registerUser(app);
    const victims = await send(mallory.email);
    expect(victims.status).toBe(201);
    // Any proposal of Mallory's own makes her a speaker, through either submit route.
    const own = await send(mallory.email, mallory.token);
    expect(own.status).toBe(201);
    const area = await api(app, 'POST', '/api/speaker/proposals', { token: mallory.token, body: { title: 'Another idea', abstract: 'Short abstract' } });
    expect(area.status).toBe(201);

    expect(await listed(mallory.token)).toEqual(ids(own.body.id, area.body.id));
    const withdraw = await api(app, 'POST', `/api/speaker/proposals/${victims.body.id}/withdraw`, { token: mallory.token });
    expect(withdraw.status).toBe(404);
    expect(withdraw.body.detail).toBe('Proposal not found');
    expect((await api(app, 'POST', `/api/speaker/proposals/${victims.body.id}/confirm`, { token: mallory.token })).status).toBe(404);
    expect(await statusOf(victims.body.id)).toBe('pending');
  });

  it('gives an account the proposals sent with its address once it confirms the address, and those sent after at once', async () => {
    const ada = await registerUser(app);
    const before = await send(ada.email);
    const own = await send(ada.email, ada.token);
    expect(await listed(ada.token)).toEqual([own.body.id]);

    await confirmAddress(ada.email, 'Welcome to');
    const after = await send(ada.email);
    expect(await listed(ada.token)).toEqual(ids(own.body.id, before.body.id, after.body.id));
    const withdrawn = await api(app, 'POST', `/api/speaker/proposals/${before.body.id}/withdraw`, { token: ada.token });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ id: before.body.id, status: 'withdrawn' });
  });

  it('leaves a proposal with its account when the account moves to another address and someone confirms the old one', async () => {
    const oldAddress = `moving-${Date.now()}@test.example`;
    const first = await newSpeakerAccount(app, oldAddress, { proposal: proposal(oldAddress) });
    const newAddress = `moved-${oldAddress}`;
    const moved = await api(app, 'PUT', '/api/user/profile', {
      token: first.token,
      body: { full_name: 'Sam Speaker', email: newAddress, current_password: 'speaker-password-1' },
    });
    expect(moved.status).toBe(200);
    await confirmAddress(newAddress, 'Confirm your new');

    // The old address now belongs to someone else, who proves it and becomes a speaker.
    const next = await registerUser(app, { email: oldAddress });
    await confirmAddress(oldAddress, 'Welcome to');
    const theirs = await send(oldAddress, next.token);
    expect(await listed(next.token)).toEqual([theirs.body.id]);
    expect((await api(app, 'POST', `/api/speaker/proposals/${first.proposalId}/withdraw`, { token: next.token })).status).toBe(404);
    expect(await listed(first.token)).toEqual([first.proposalId]);
  });
});
