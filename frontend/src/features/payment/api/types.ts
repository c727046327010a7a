// Shapes of the payment API.

/** GET /api/payment/options. */
export interface PaymentOptions {
  /** `none`: payments are not set up (production without a provider); paying answers 503 with a detail. */
  provider: 'test' | 'stripe' | 'none';
  /** No real card is charged (the test provider, or Stripe's test keys). */
  test_mode: boolean;
  amount: number;
  currency: string;
  payment_status: 'pending' | 'paid' | (string & {});
}

/** POST /api/payment/process body (spec payload; the server charges the signed-in user the set price). */
export interface PaymentRequest {
  userId: number;
  amount: number;
}

/**
 * The answer: paid at once (test provider), or a hosted checkout page to go to (Stripe);
 * `success: false` when the provider refused.
 */
export interface PaymentResult {
  success: boolean;
  payment_status?: string;
  checkout_url?: string;
  detail?: string;
}
