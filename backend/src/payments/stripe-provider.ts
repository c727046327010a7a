import Stripe from 'stripe';
import type { CheckoutRequest, CheckoutResult, PaymentProvider } from './payment-provider.js';
import { TICKET_NAME } from './payment-provider.js';

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly testMode: boolean;
  private readonly stripe: Stripe;

  /** `apiUrl`: another Stripe API endpoint (stripe-mock, or a test double), else Stripe's own. */
  constructor(
    secretKey: string,
    private readonly publicUrl: string,
    apiUrl?: string,
  ) {
    const api = apiUrl ? new URL(apiUrl) : null;
    this.stripe = new Stripe(
      secretKey,
      api ? { host: api.hostname, port: Number(api.port) || undefined, protocol: api.protocol.replace(':', '') as 'http' | 'https' } : {},
    );
    this.testMode = secretKey.startsWith('sk_test_');
  }

  async checkout(request: CheckoutRequest): Promise<CheckoutResult> {
    // A checkout still open for this ticket is sent again: two open checkouts could both be paid. One at a price
    // the organisers have changed since is closed first, so that it can no longer be paid. One paid already (its
    // confirmation not yet arrived) is the payment, at the price it was opened at.
    if (request.openRef) {
      const open = await this.stripe.checkout.sessions.retrieve(request.openRef);
      if (open.status === 'complete' && open.payment_status === 'paid' && open.amount_total !== null && open.currency) {
        return { kind: 'paid', providerRef: open.id, charged: { amountCents: open.amount_total, currency: open.currency.toUpperCase() } };
      }
      if (open.status === 'open') {
        const samePrice = open.amount_total === request.amountCents && open.currency?.toUpperCase() === request.currency;
        if (samePrice && open.url) return { kind: 'redirect', providerRef: open.id, url: open.url };
        if (!samePrice) await this.stripe.checkout.sessions.expire(open.id);
      }
    }
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      customer_email: request.email,
      client_reference_id: String(request.userId),
      metadata: { payment_id: String(request.paymentId) },
      line_items: [
        {
          quantity: 1,
          price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amountCents, product_data: { name: TICKET_NAME } },
        },
      ],
      success_url: `${this.publicUrl}/dashboard?payment=success`,
      cancel_url: `${this.publicUrl}/payment`,
    });
    if (!session.url) throw new Error('Stripe returned no checkout URL');
    return { kind: 'redirect', providerRef: session.id, url: session.url };
  }

  async refund(paymentIntent: string): Promise<boolean> {
    const refund = await this.stripe.refunds.create({ payment_intent: paymentIntent });
    return refund.status === 'succeeded' || refund.status === 'pending';
  }
}

/** Verifies a webhook's Stripe-Signature over the raw body; throws when it does not match. */
export function verifyStripeEvent(rawBody: Buffer, signature: string, webhookSecret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
}
