import {
  BadRequestException,
  Body,
  Controller,
  ForbiddenException,
  Get,
  Headers,
  Inject,
  Post,
  Req,
  ServiceUnavailableException,
  type RawBodyRequest,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser, Public } from '../http/decorators.js';
import { RequestDto } from '../http/request-dto.js';
import { typeError } from '../http/request-fields.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { PaymentsService } from './payments.service.js';
import { verifyStripeEvent } from './stripe-provider.js';
import { z } from 'zod';
import { Answers, Section, Summary } from '../http/openapi.js';
import { PaymentStatusView } from '../views/auth-user.view.js';

const PaymentOptionsView = z
  .object({ provider: z.enum(['test', 'stripe', 'none']), test_mode: z.boolean(), amount: z.number(), currency: z.string(), payment_status: PaymentStatusView })
  .meta({ id: 'PaymentOptions', description: "What a ticket costs and how it is paid; the amount is the server's." });
const PaymentResultView = z
  .object({ success: z.boolean(), payment_status: z.enum(['paid', 'pending']), checkout_url: z.string().optional() })
  .meta({ id: 'PaymentResult' });

/** The spec's payload. Both fields are accepted for compatibility and neither decides anything. */
export class ProcessPaymentDto extends RequestDto(
  z.object({
    userId: z.int(typeError(/*i18n*/ 'userId must be a whole number')).nullish(),
    amount: z.number(typeError(/*i18n*/ 'amount must be a number')).nullish(),
  }),
) {}

@Section('Payment')
@Controller('api/payment')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('options')
  @Summary('What a ticket costs and how it is paid')
  @Answers(PaymentOptionsView)
  options(@CurrentUser() user: AuthUser) {
    return this.payments.options(user);
  }

  @Post('process')
  @Summary('Pay for your ticket')
  @Answers(PaymentResultView, 200, 'Paid, or a checkout to open (checkout_url)')
  process(@CurrentUser() user: AuthUser, @Body() dto: ProcessPaymentDto) {
    if (dto.userId !== undefined && dto.userId !== user.id) throw new ForbiddenException(/*i18n*/ 'You can only pay for your own registration');
    return this.payments.process(user);
  }

  /** Stripe's events, trusted only with a valid signature over the raw body. */
  @Public()
  @Post('webhook')
  @Summary("Stripe's events (signed)")
  @Answers(z.object({ received: z.boolean() }), 200, "Stripe's event, accepted (signed with STRIPE_WEBHOOK_SECRET)")
  async webhook(@Req() request: RawBodyRequest<FastifyRequest>, @Headers('stripe-signature') signature?: string) {
    const secret = this.config.stripe.webhookSecret;
    if (!secret) throw new ServiceUnavailableException(/*i18n*/ 'Stripe webhooks are not configured');
    if (!signature || !request.rawBody) throw new BadRequestException(/*i18n*/ 'Missing Stripe signature');
    let event;
    try {
      event = verifyStripeEvent(request.rawBody, signature, secret);
    } catch {
      throw new BadRequestException(/*i18n*/ 'Invalid Stripe signature');
    }
    if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
      const session = event.data.object;
      const paymentId = Number(session.metadata?.payment_id);
      if (session.payment_status === 'paid' && Number.isInteger(paymentId)) {
        const intent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
        await this.payments.confirmCheckout(paymentId, session.id, session.amount_total, session.currency, intent);
      }
    }
    return { received: true };
  }
}
