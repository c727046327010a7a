// Paying through Stripe Checkout, against a Stripe API double over real HTTP (the SDK pointed at it with
// STRIPE_API_URL, as one would point it at stripe-mock): one open checkout per ticket is reused, and a second paid
// checkout for a ticket already paid is recorded apart, refunded through Stripe and shown to organisers.
import { createServer, type Server } from 'node:http';
import Stripe from 'stripe';
import { ADMIN, api, createTestDatabase, dropTestDatabase, login, registerUser, startTestApp, type TestApp } from './harness.js';

describe('test/stripe-checkout.e2e-spec.ts', () => {
  const WEBHOOK_SECRET = 'whsec_test_secret_for_checkout';

  /** What the app asked Stripe for: sessions by id, and refunds. */
  const stripe = { sessions: new Map<string, Record<string, unknown>>(), created: 0, refunds: [] as string[] };
  let server: Server;
  let stripeUrl = '';

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (c) => (body += c));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        const send = (status: number, json: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
        const url = request.url ?? '';
        if (request.method === 'POST' && url === '/v1/checkout/sessions') {
          const id = `cs_test_${++stripe.created}`;
          const session = {
            id,
            object: 'checkout.session',
            status: 'open',
            url: `https://checkout.example/${id}`,
            payment_intent: `pi_${id}`,
            metadata: { payment_id: form.get('metadata[payment_id]') },
            amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
            currency: form.get('line_items[0][price_data][currency]'),
          };
          stripe.sessions.set(id, session);
          return send(200, session);
        }
        const retrieve = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url);
        if (request.method === 'GET' && retrieve) {
          const session = stripe.sessions.get(retrieve[1]);
          return session ? send(200, session) : send(404, { error: { type: 'invalid_request_error', message: 'No such session' } });
        }
        const expire = /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/.exec(url);
        if (request.method === 'POST' && expire) {
          const session = stripe.sessions.get(expire[1]);
          if (!session || session.status !== 'open') return send(400, { error: { type: 'invalid_request_error', message: 'Not open' } });
          session.status = 'expired';
          return send(200, session);
        }
        if (request.method === 'POST' && url === '/v1/refunds') {
          stripe.refunds.push(form.get('payment_intent') ?? '');
          return send(200, { id: `re_${stripe.refunds.length}`, object: 'refund', status: 'succeeded' });
        }
        send(404, { error: { type: 'invalid_request_error', message: `Unknown ${request.method} ${url}` } });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    stripeUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // The app reads STRIPE_API_URL at start, so it starts once the double listens.
  let stripeApp: TestApp;
  let dbUrl = '';
  beforeAll(async () => {
    dbUrl = await createTestDatabase();
    stripeApp = await startTestApp({
      DATABASE_URL: dbUrl,
      STRIPE_SECRET_KEY: 'sk_test_checkout',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripeUrl,
    });
  });
  afterAll(async () => {
    await stripeApp?.close();
    if (dbUrl) await dropTestDatabase(dbUrl);
  });

  const pay = (token: string) => api(stripeApp, 'POST', '/api/payment/process', { token, body: {} });
  function completed(session: Record<string, unknown>) {
    const payload = JSON.stringify({
      id: `evt_${session.id}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { ...session, payment_status: 'paid' } },
    });
    return api(stripeApp, 'POST', '/api/payment/webhook', {
      body: payload,
      headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
    });
  }

  it('sends the attendee to the same open checkout however often they press Pay, and opens a new one once it expired', async () => {
    const ann = await registerUser(stripeApp);
    const before = stripe.created;
    const first = await pay(ann.token);
    expect(first.body).toMatchObject({
      success: true,
      payment_status: 'pending',
      checkout_url: expect.stringMatching(/^https:\/\/checkout\.example\/cs_test_\d+$/),
    });
    expect((await pay(ann.token)).body.checkout_url).toBe(first.body.checkout_url);
    expect((await pay(ann.token)).body.checkout_url).toBe(first.body.checkout_url);
    expect(stripe.created - before).toBe(1);

    stripe.sessions.get(first.body.checkout_url.split('/').pop())!.status = 'expired';
    const next = await pay(ann.token);
    expect(next.body.checkout_url).not.toBe(first.body.checkout_url);
    expect(stripe.created - before).toBe(2);
  });

  it('refunds a second paid checkout for a ticket already paid, once, and shows it to organisers', async () => {
    const ben = await registerUser(stripeApp);
    const firstUrl = (await pay(ben.token)).body.checkout_url as string;
    const first = stripe.sessions.get(firstUrl.split('/').pop()!)!;
    // Ben keeps the first checkout open in a tab while it expires for us, and is given a second one.
    first.status = 'expired';
    const second = stripe.sessions.get(((await pay(ben.token)).body.checkout_url as string).split('/').pop()!)!;
    expect(second.id).not.toBe(first.id);

    expect((await completed(first)).status).toBe(200);
    expect((await api(stripeApp, 'GET', '/api/auth/me', { token: ben.token })).body.payment_status).toBe('paid');
    expect((await completed(second)).status).toBe(200);
    expect((await completed(second)).status).toBe(200);
    expect(stripe.refunds.filter((intent) => intent === second.payment_intent)).toHaveLength(1);

    const payments = await stripeApp.database.prisma.payment.findMany({ where: { user_id: ben.user.id }, orderBy: { id: 'asc' } });
    expect(payments.map((p) => [p.status, p.provider_ref])).toEqual([
      ['paid', first.id],
      ['refunded', second.id],
    ]);
    const admin = await login(stripeApp, ADMIN.email, ADMIN.password);
    const trail = await api(stripeApp, 'GET', '/api/admin/audit?entity=payment', { token: admin });
    expect(trail.body.entries[0]).toMatchObject({ action: 'duplicate_refunded', actor: { email: ben.email } });
    expect(trail.body.entries[0].summary).toContain('refunded through stripe');
  });

  it('charges the price the organisers set: an open checkout at the old price is closed, and only the new price pays', async () => {
    const admin = await login(stripeApp, ADMIN.email, ADMIN.password);
    const setPrice = (body: object) => api(stripeApp, 'PATCH', '/api/admin/conference-settings', { token: admin, body });
    const cara = await registerUser(stripeApp);
    try {
      const old = stripe.sessions.get(((await pay(cara.token)).body.checkout_url as string).split('/').pop()!)!;
      expect(old).toMatchObject({ amount_total: 29_999, currency: 'usd' });

      expect((await setPrice({ ticket_price: 249.5, ticket_currency: 'eur' })).body).toMatchObject({ ticket_price: 249.5, ticket_currency: 'EUR' });
      expect((await api(stripeApp, 'GET', '/api/payment/options', { token: cara.token })).body).toMatchObject({ amount: 249.5, currency: 'EUR' });
      const next = stripe.sessions.get(((await pay(cara.token)).body.checkout_url as string).split('/').pop()!)!;
      expect(next.id).not.toBe(old.id);
      expect(old.status).toBe('expired');
      expect(next).toMatchObject({ amount_total: 24_950, currency: 'eur' });

      // Stripe's word that the old price was paid does not pay this ticket; the new price does.
      expect((await completed({ ...old, status: 'complete' })).status).toBe(400);
      expect((await api(stripeApp, 'GET', '/api/auth/me', { token: cara.token })).body.payment_status).toBe('pending');
      expect((await completed(next)).status).toBe(200);
      expect((await api(stripeApp, 'GET', '/api/auth/me', { token: cara.token })).body.payment_status).toBe('paid');
      const [payment] = await stripeApp.database.prisma.payment.findMany({ where: { user_id: cara.user.id } });
      expect(payment).toMatchObject({ amount_cents: 24_950, currency: 'EUR', status: 'paid' });
    } finally {
      await setPrice({ ticket_price: 299.99, ticket_currency: 'USD' });
    }
  });

  it('honours a checkout paid at the old price whose confirmation has not arrived when the attendee presses Pay again', async () => {
    const admin = await login(stripeApp, ADMIN.email, ADMIN.password);
    const setPrice = (body: object) => api(stripeApp, 'PATCH', '/api/admin/conference-settings', { token: admin, body });
    const dora = await registerUser(stripeApp);
    try {
      const old = stripe.sessions.get(((await pay(dora.token)).body.checkout_url as string).split('/').pop()!)!;
      // Dora pays at 299.99 USD; Stripe's confirmation is on its way while the organisers change the price.
      Object.assign(old, { status: 'complete', payment_status: 'paid' });
      await setPrice({ ticket_price: 199, ticket_currency: 'EUR' });
      const before = stripe.created;
      expect((await pay(dora.token)).body).toEqual({ success: true, payment_status: 'paid' });
      expect(stripe.created).toBe(before);
      expect((await completed(old)).status).toBe(200);
      const payments = await stripeApp.database.prisma.payment.findMany({ where: { user_id: dora.user.id } });
      expect(payments.map((p) => [p.status, p.amount_cents, p.currency, p.provider_ref])).toEqual([['paid', 29_999, 'USD', old.id]]);
      const receipt = await stripeApp.database.prisma.mailOutbox.findMany({ where: { to: dora.email, template: 'payment-receipt' } });
      expect(receipt).toHaveLength(1);
      expect(receipt[0].text).toContain('299.99 USD');
    } finally {
      await setPrice({ ticket_price: 299.99, ticket_currency: 'USD' });
    }
  });
});
