// The registration fee: the server's price, for the signed-in user only, once, whatever the client sends; and
// Stripe's webhook, trusted only with a valid signature (checked offline with signed test payloads).
import Stripe from 'stripe';
import {
  ADMIN,
  api,
  connectSocket,
  createTestDatabase,
  dropTestDatabase,
  login,
  nextEvent,
  registerUser,
  startTestApp,
  type TestApp,
  useTestApp,
} from './harness.js';

describe('test/payments.e2e-spec.ts', () => {
  const WEBHOOK_SECRET = 'whsec_test_secret_for_signatures';
  const context = useTestApp({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  let app: TestApp;
  beforeAll(() => {
    app = context.app;
  });

  const pay = (token: string, body: unknown = { amount: 299.99 }) => api(app, 'POST', '/api/payment/process', { token, body });

  it('offers the ticket at the server’s price in test mode', async () => {
    const ann = await registerUser(app);
    const options = await api(app, 'GET', '/api/payment/options', { token: ann.token });
    expect(options.body).toEqual({ provider: 'test', test_mode: true, amount: 299.99, currency: 'USD', payment_status: 'pending' });
    expect((await api(app, 'GET', '/api/payment/options')).status).toBe(401);
  });

  it('charges the ticket price whatever amount the client sends, marks the user paid, mails a receipt and tells open pages', async () => {
    const ann = await registerUser(app);
    const socket = await connectSocket(app.url, ann.token);
    try {
      const pushed = nextEvent<{ payment_status: string }>(socket, 'user.updated');
      const response = await pay(ann.token, { userId: ann.user.id, amount: 0.01 });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, payment_status: 'paid' });
      expect((await pushed).payment_status).toBe('paid');
    } finally {
      socket.disconnect();
    }
    const payments = await app.database.prisma.payment.findMany({ where: { user_id: ann.user.id } });
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount_cents: 29_999, currency: 'USD', status: 'paid', provider: 'test' });
    expect((await api(app, 'GET', '/api/auth/me', { token: ann.token })).body.payment_status).toBe('paid');
    const receipt = await app.database.prisma.mailOutbox.findFirstOrThrow({ where: { to: ann.email, template: 'payment-receipt' } });
    expect(receipt.text).toContain('Conference Ticket: 299.99 USD');
  });

  it('charges once under double clicks and retries', async () => {
    const ben = await registerUser(app);
    const results = await Promise.all([pay(ben.token), pay(ben.token), pay(ben.token), pay(ben.token)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(results.every((r) => r.body.success === true && r.body.payment_status === 'paid')).toBe(true);
    expect(await app.database.prisma.payment.count({ where: { user_id: ben.user.id } })).toBe(1);
    expect(await app.database.prisma.mailOutbox.count({ where: { to: ben.email, template: 'payment-receipt' } })).toBe(1);
    expect((await pay(ben.token)).body).toEqual({ success: true, payment_status: 'paid' });
    expect(await app.database.prisma.payment.count({ where: { user_id: ben.user.id } })).toBe(1);
  });

  it('refuses paying for someone else, anonymous callers, admins and nonsense bodies', async () => {
    const cara = await registerUser(app);
    const dave = await registerUser(app);
    const other = await pay(cara.token, { userId: dave.user.id, amount: 299.99 });
    expect(other.status).toBe(403);
    expect(other.body.detail).toBe('You can only pay for your own registration');
    expect((await api(app, 'GET', '/api/auth/me', { token: dave.token })).body.payment_status).toBe('pending');

    expect((await api(app, 'POST', '/api/payment/process', { body: {} })).status).toBe(401);
    const admin = await login(app, ADMIN.email, ADMIN.password);
    expect((await pay(admin)).status).toBe(403);
    for (const body of [{ amount: 'free' }, { userId: 'me' }, '[1]', '{"amount":']) {
      const response = await pay(cara.token, body);
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
    }
    expect(await app.database.prisma.payment.count({ where: { user_id: cara.user.id } })).toBe(0);
  });

  describe('the Stripe webhook', () => {
    async function pendingStripePayment() {
      const erin = await registerUser(app);
      const payment = await app.database.prisma.payment.create({
        data: {
          user_id: erin.user.id,
          idempotency_key: `ticket:${erin.user.id}`,
          amount_cents: 29_999,
          currency: 'USD',
          provider: 'stripe',
          provider_ref: 'cs_test_1',
        },
      });
      return { erin, payment };
    }

    function completedEvent(paymentId: number, overrides: Record<string, unknown> = {}) {
      return JSON.stringify({
        id: 'evt_test_1',
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: 'cs_test_1',
            object: 'checkout.session',
            payment_status: 'paid',
            amount_total: 29_999,
            currency: 'usd',
            metadata: { payment_id: String(paymentId) },
            ...overrides,
          },
        },
      });
    }

    const post = (payload: string, signature?: string) =>
      api(app, 'POST', '/api/payment/webhook', { body: payload, headers: signature ? { 'stripe-signature': signature } : {} });
    const sign = (payload: string, secret = WEBHOOK_SECRET) => Stripe.webhooks.generateTestHeaderString({ payload, secret });

    it('marks the ticket paid for a correctly signed completed checkout, once', async () => {
      const { erin, payment } = await pendingStripePayment();
      const payload = completedEvent(payment.id);
      expect((await post(payload, sign(payload))).status).toBe(200);
      expect((await post(payload, sign(payload))).status).toBe(200);
      expect((await api(app, 'GET', '/api/auth/me', { token: erin.token })).body.payment_status).toBe('paid');
      expect(await app.database.prisma.mailOutbox.count({ where: { to: erin.email, template: 'payment-receipt' } })).toBe(1);
    });

    it('refuses unsigned, wrongly signed or tampered events and wrong amounts', async () => {
      const { erin, payment } = await pendingStripePayment();
      const payload = completedEvent(payment.id);
      expect((await post(payload)).status).toBe(400);
      expect((await post(payload, sign(payload, 'whsec_someone_else'))).status).toBe(400);
      expect((await post(payload.replace('29999', '1'), sign(payload))).status).toBe(400);
      const cheap = completedEvent(payment.id, { amount_total: 100 });
      expect((await post(cheap, sign(cheap))).status).toBe(400);
      expect((await api(app, 'GET', '/api/auth/me', { token: erin.token })).body.payment_status).toBe('pending');
    });
  });

  // Last in this file: the extra apps it starts take over passport's shared strategy when they start.
  describe('in production without a payment provider', () => {
    async function productionApp(env: Record<string, string>, run: (app: TestApp) => Promise<void>) {
      const dbUrl = await createTestDatabase();
      const started = await startTestApp({ DATABASE_URL: dbUrl, NODE_ENV: 'production', ...env });
      try {
        await run(started);
      } finally {
        await started.close();
        await dropTestDatabase(dbUrl);
      }
    }

    it('refuses to sell tickets instead of giving them away', async () => {
      await productionApp({}, async (prod) => {
        const ann = await registerUser(prod);
        expect((await api(prod, 'GET', '/api/payment/options', { token: ann.token })).body).toMatchObject({ provider: 'none', test_mode: false });
        const refused = await api(prod, 'POST', '/api/payment/process', { token: ann.token, body: { amount: 299.99 } });
        expect(refused.status).toBe(503);
        expect(refused.body.detail).toBe('Online payment is not available yet. Please try again later.');
        expect((await api(prod, 'GET', '/api/auth/me', { token: ann.token })).body.payment_status).toBe('pending');
      });
    });

    it('allows test payments only when PAYMENTS_TEST_MODE=true says so', async () => {
      await productionApp({ PAYMENTS_TEST_MODE: 'true' }, async (prod) => {
        const ann = await registerUser(prod);
        const paid = await api(prod, 'POST', '/api/payment/process', { token: ann.token, body: {} });
        expect(paid.body).toEqual({ success: true, payment_status: 'paid' });
      });
    });
  });
});
