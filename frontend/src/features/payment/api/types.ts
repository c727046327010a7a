// Shapes of the payment API.
import type { Schemas } from '@/types/api';

/**
 * GET /api/payment/options. Provider `none`: payments are not set up (production without a provider); paying
 * answers 503 with a detail. `test_mode`: no real card is charged (the test provider, or Stripe's test keys).
 */
export type PaymentOptions = Schemas['PaymentOptions'];

/** POST /api/payment/process body (spec payload; the server charges the signed-in user the set price). */
export type PaymentRequest = Required<Schemas['ProcessPaymentDto']>;

/**
 * The answer: paid at once (test provider), or a hosted checkout page to go to (Stripe);
 * `success: false` when the provider refused.
 */
export type PaymentResult = Schemas['PaymentResult'];
