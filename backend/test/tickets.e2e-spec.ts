// Tickets (issue 46): an opaque random token for every paid registration, speaker and organiser, shown only to its
// holder, revoked and replaced on request, and carried by the payment confirmation mail as a QR code that a scanner
// reads back (jsQR over the PNG the SMTP server received).
import jsQRImport from 'jsqr';
import sharp from 'sharp';
import { ADMIN, api, login, newSpeakerAccount, registerUser, type TestApp } from './harness.js';
import { payRegistration } from './attendees.js';
import { useAppWithMail, waitFor, type Smtp } from './smtp.js';

type Decode = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
// A CommonJS package typed as an ES default export: the function is the import itself or its `default`, by loader.
const jsQR = (typeof jsQRImport === 'function' ? jsQRImport : (jsQRImport as unknown as { default: Decode }).default) as Decode;

describe('test/tickets.e2e-spec.ts', () => {
  const context = useAppWithMail();
  let app: TestApp;
  let smtp: Smtp;
  beforeAll(() => ({ app, smtp } = context));

  const ticketOf = (token: string) => api(app, 'GET', '/api/user/ticket', { token });
  const reissue = (token: string) => api(app, 'POST', '/api/user/ticket/reissue', { token });
  /** 128 random bits as base64url: 22 characters of its alphabet. */
  const TOKEN = /^[A-Za-z0-9_-]{22}$/;

  /** What a scanner reads from a PNG. */
  async function scan(png: Buffer): Promise<string | null> {
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null;
  }

  it('has none for an attendee who has not paid, says why, and refuses anonymous callers', async () => {
    const ann = await registerUser(app);
    for (const response of [await ticketOf(ann.token), await reissue(ann.token)]) {
      expect(response.status).toBe(403);
      expect(response.body.detail).toBe('Your ticket is ready once your registration is paid');
    }
    expect(await app.database.prisma.ticket.count({ where: { user_id: ann.user.id } })).toBe(0);
    expect((await api(app, 'GET', '/api/user/ticket')).status).toBe(401);
    expect((await api(app, 'POST', '/api/user/ticket/reissue')).status).toBe(401);
  });

  it('gives a paid attendee one ticket: an opaque token, the holder, the kind and the event, the same on every request', async () => {
    const ben = await registerUser(app, { full_name: 'Benedikt Łukasz Øre' });
    await payRegistration(app, ben);
    const first = await ticketOf(ben.token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      token: expect.stringMatching(TOKEN),
      kind: 'attendee',
      holder_name: 'Benedikt Łukasz Øre',
      issued_at: expect.any(String),
      event: { name: 'LT-Summit', starts_on: '2025-11-17', ends_on: '2025-11-19', time_zone: 'Europe/Vienna' },
    });
    const token = first.body.token as string;
    // 16 random bytes and nothing else: no room for the holder's name, address or id.
    expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    expect(Buffer.from(token, 'base64url').toString('base64url')).toBe(token);
    expect((await ticketOf(ben.token)).body.token).toBe(token);
    expect(await app.database.prisma.ticket.count({ where: { user_id: ben.user.id } })).toBe(1);
  });

  it('makes one ticket when many first requests come at once', async () => {
    const cara = await registerUser(app);
    await payRegistration(app, cara);
    await app.database.prisma.ticket.deleteMany({ where: { user_id: cara.user.id } });
    const answers = await Promise.all(Array.from({ length: 6 }, () => ticketOf(cara.token)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.token)).size).toBe(1);
    expect(await app.database.prisma.ticket.count({ where: { user_id: cara.user.id } })).toBe(1);
  });

  it('reissues on request: a new token, the old one revoked for good, and each holder sees only their own', async () => {
    const dora = await registerUser(app);
    const emil = await registerUser(app);
    await payRegistration(app, dora);
    await payRegistration(app, emil);
    const old = (await ticketOf(dora.token)).body.token as string;
    const emils = (await ticketOf(emil.token)).body.token as string;
    expect(emils).not.toBe(old);

    const renewed = await reissue(dora.token);
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ kind: 'attendee', token: expect.stringMatching(TOKEN) });
    expect(renewed.body.token).not.toBe(old);
    expect((await ticketOf(dora.token)).body.token).toBe(renewed.body.token);
    expect(await app.database.prisma.ticket.findUnique({ where: { token: old } })).toMatchObject({ user_id: dora.user.id, revoked_at: expect.any(Date) });
    expect(await app.database.prisma.ticket.findUnique({ where: { token: renewed.body.token as string } })).toMatchObject({ revoked_at: null });
    // Another holder's ticket is untouched.
    expect((await ticketOf(emil.token)).body.token).toBe(emils);
  });

  it('gives speakers and organisers a ticket of their kind without paying', async () => {
    const speaker = await newSpeakerAccount(app, `speaker-${Date.now()}@test.example`);
    expect((await ticketOf(speaker.token)).body).toMatchObject({ kind: 'speaker', token: expect.stringMatching(TOKEN) });
    const admin = await login(app, ADMIN.email, ADMIN.password);
    expect((await ticketOf(admin)).body).toMatchObject({ kind: 'organiser', token: expect.stringMatching(TOKEN) });
  });

  it('attaches the ticket to the payment confirmation mail as a PNG whose QR code is the token', async () => {
    const fay = await registerUser(app);
    await payRegistration(app, fay);
    const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(fay.email) && m.subject.endsWith('payment receipt')));
    expect(mail.text).toContain('Your ticket is attached: show its QR code at the door.');
    const attachment = mail.attachments.find((a) => a.filename === 'ticket.png');
    expect(attachment?.mimeType).toBe('image/png');
    const token = (await ticketOf(fay.token)).body.token as string;
    expect(await scan(attachment!.bytes)).toBe(token);
  });
});
