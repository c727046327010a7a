// Accounts as attendees make them: a confirmed address (through the mailed link) and a paid registration (through
// the built-in test provider), which rating a session needs.
import { api, registerUser, type TestApp } from './harness.js';

/** Confirms an account's address as its owner does: with the link of a confirmation mail. */
export async function confirmAddress(app: TestApp, account: { token: string; user: { email: string } }) {
  expect((await api(app, 'POST', '/api/auth/resend-confirmation', { token: account.token })).status).toBe(202);
  const mail = await app.database.prisma.mailOutbox.findFirstOrThrow({
    where: { to: account.user.email, template: 'confirm-email' },
    orderBy: { id: 'desc' },
  });
  const link = /\/confirm-email\?token=([\w-]+)/.exec(mail.text)?.[1];
  expect((await api(app, 'POST', '/api/auth/confirm-email', { body: { token: link } })).status).toBe(200);
}

/** Pays the registration through the API (the built-in test provider marks it paid). */
export async function payRegistration(app: TestApp, account: { token: string }) {
  expect((await api(app, 'POST', '/api/payment/process', { token: account.token, body: { amount: 299.99 } })).body).toMatchObject({
    payment_status: 'paid',
  });
}

/** Someone who could have attended: a confirmed address and a paid registration. */
export async function attendee(app: TestApp, overrides: Parameters<typeof registerUser>[1] = {}) {
  const account = await registerUser(app, overrides);
  await confirmAddress(app, account);
  await payRegistration(app, account);
  return account;
}
