import Stripe from 'stripe';
import type { CheckoutRequest, CheckoutResult, PaymentProvider } from './payment-provider.js';
import { TICKET } from './payment-provider.js';

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly testMode: boolean;
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    private readonly publicUrl: string,
  ) {
    this.stripe = new Stripe(secretKey);
    this.testMode = secretKey.startsWith('sk_test_');
  }

  async checkout(request: CheckoutRequest): Promise<CheckoutResult> {
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      customer_email: request.email,
      client_reference_id: String(request.userId),
      metadata: { payment_id: String(request.paymentId) },
      line_items: [
        { quantity: 1, price_data: { currency: TICKET.currency.toLowerCase(), unit_amount: TICKET.amountCents, product_data: { name: TICKET.name } } },
      ],
      success_url: `${this.publicUrl}/dashboard?payment=success`,
      cancel_url: `${this.publicUrl}/payment`,
    });
    if (!session.url) throw new Error('Stripe returned no checkout URL');
    return { kind: 'redirect', providerRef: session.id, url: session.url };
  }
}

/** Verifies a webhook's Stripe-Signature over the raw body; throws when it does not match. */
export function verifyStripeEvent(rawBody: Buffer, signature: string, webhookSecret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
}
