// How a ticket is charged. The test provider marks it paid at once (local runs, demos); Stripe Checkout takes the
// attendee to Stripe and confirms through a signed webhook.
// The price is the organisers' (conference settings: ticket_price, ticket_currency), kept on each payment row as it
// was offered.
export const TICKET_NAME = 'Conference Ticket';

export interface CheckoutRequest {
  paymentId: number;
  userId: number;
  email: string;
  amountCents: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** The checkout opened for this payment before, if any: reused while still open, so one ticket is paid once. */
  openRef?: string | null;
}

/** `paid`: charged at once, or an earlier checkout of this ticket was paid already (`charged`: at what price, if not the request's). */
export type CheckoutResult = { kind: 'paid'; providerRef: string; charged?: Charged } | { kind: 'redirect'; providerRef: string; url: string };

/** What a checkout charged: cents and ISO 4217 currency, upper case. */
export interface Charged {
  amountCents: number;
  currency: string;
}

export interface PaymentProvider {
  readonly name: 'test' | 'stripe' | 'none';
  readonly testMode: boolean;
  checkout(request: CheckoutRequest): Promise<CheckoutResult>;
  /** Gives a charge back (a second payment for a ticket already paid); false when the provider cannot. */
  refund(chargeRef: string): Promise<boolean>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';
  readonly testMode = true;

  async checkout(request: CheckoutRequest): Promise<CheckoutResult> {
    return { kind: 'paid', providerRef: `test_${request.paymentId}` };
  }

  async refund(): Promise<boolean> {
    return true;
  }
}

/** Production without Stripe and without PAYMENTS_TEST_MODE: tickets cannot be bought, never given away. */
export class NoPaymentProvider implements PaymentProvider {
  readonly name = 'none';
  readonly testMode = false;

  async checkout(): Promise<CheckoutResult> {
    throw new PaymentsNotConfigured();
  }

  async refund(): Promise<boolean> {
    return false;
  }
}

export class PaymentsNotConfigured extends Error {
  constructor() {
    super(/*i18n*/ 'Online payment is not available yet. Please try again later.');
  }
}
