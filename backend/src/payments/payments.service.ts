import { BadRequestException, ForbiddenException, Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { toAuthUser, type AuthUser } from '../views/auth-user.view.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Prisma } from '../generated/prisma/client.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { i18nIn, languageOr } from '../i18n/languages.js';
import { paymentReceiptMail } from '../mail/templates.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { AuditService } from '../audit/audit.service.js';
import { Changes } from '../events/changes.service.js';
import { PrismaService } from '../prisma/database.js';
import { PAYMENT_PROVIDER, PaymentsNotConfigured, type Charged, type PaymentProvider } from './payment-provider.js';
import { settingsRow } from '../settings/settings.service.js';
import { TICKET_KEY_PREFIX } from './ticket-key.js';
import { liveTicket } from '../tickets/ticket-store.js';
import { ticketQrPng } from '../tickets/ticket-qr.js';

/** The ticket's price as the organisers set it now. */
async function ticketPrice(db: Prisma.TransactionClient) {
  const settings = await settingsRow(db);
  return { amountCents: settings.ticket_price_cents, currency: settings.ticket_currency };
}

export interface ProcessResult {
  success: boolean;
  payment_status: 'paid' | 'pending';
  checkout_url?: string;
}

/**
 * The registration fee. The price is the server's (the client's amount is never read), one ticket per user and
 * edition: the payment row's idempotency key is the user's (ticket-key.ts), so double clicks and retries reuse it and
 * nobody pays twice.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly prisma: PrismaService,
    private readonly changes: Changes,
    private readonly outbox: MailOutbox,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async options(user: AuthUser) {
    const current = await this.prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { payment_status: true } });
    const price = await ticketPrice(this.prisma);
    return {
      provider: this.provider.name,
      test_mode: this.provider.testMode,
      amount: price.amountCents / 100,
      currency: price.currency,
      payment_status: current.payment_status,
    };
  }

  async process(user: AuthUser): Promise<ProcessResult> {
    if (user.role === 'admin') throw new ForbiddenException(/*i18n*/ 'Administrators do not need a ticket');
    const account = await this.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    if (account.payment_status === 'paid') return { success: true, payment_status: 'paid' };

    const payment = await this.paymentRow(user.id);
    if (payment.status === 'paid') return { success: true, payment_status: 'paid' };

    let result;
    try {
      result = await this.provider.checkout({
        paymentId: payment.id,
        userId: user.id,
        email: account.email,
        amountCents: payment.amount_cents,
        currency: payment.currency,
        openRef: payment.provider_ref,
      });
    } catch (error) {
      if (error instanceof PaymentsNotConfigured) throw new ServiceUnavailableException(error.message);
      this.logger.error(`Checkout failed for payment ${payment.id}: ${(error as Error).message}`);
      throw new ServiceUnavailableException(/*i18n*/ 'The payment provider could not be reached. Please try again.');
    }
    if (result.kind === 'redirect') {
      await this.prisma.payment.update({ where: { id: payment.id }, data: { provider_ref: result.providerRef } });
      return { success: true, payment_status: 'pending', checkout_url: result.url };
    }
    await this.markPaid(payment.id, result.providerRef, result.charged);
    return { success: true, payment_status: 'paid' };
  }

  /**
   * Stripe's confirmation: only the exact price the ticket is offered at (its payment row's), in its currency, pays
   * it. The row follows a new price only when the attendee presses Pay again, and then a checkout of theirs paid at
   * the old price is taken as the payment first (StripePaymentProvider.checkout). A second checkout paid for a ticket
   * already paid (`chargeRef`: its payment intent) is recorded apart, refunded and shown to organisers.
   */
  async confirmCheckout(paymentId: number, providerRef: string, amountCents: number | null, currency: string | null, chargeRef: string | null) {
    const ticket = await this.prisma.payment.findUnique({ where: { id: paymentId } });
    if (!ticket || amountCents !== ticket.amount_cents || currency?.toUpperCase() !== ticket.currency) {
      throw new BadRequestException(/*i18n*/ 'Amount or currency does not match the ticket');
    }
    if (ticket.status === 'paid' && ticket.provider_ref !== providerRef) return this.recordDuplicate(ticket, providerRef, chargeRef);
    await this.markPaid(paymentId, providerRef);
  }

  /** Once per checkout (webhooks repeat): the row, the refund where the provider can, and an entry admins see. */
  private async recordDuplicate(
    ticket: { user_id: number; amount_cents: number; currency: string; provider: string },
    providerRef: string,
    chargeRef: string | null,
  ) {
    const key = `duplicate:${providerRef}`;
    if (await this.prisma.payment.findUnique({ where: { idempotency_key: key } })) return;
    let refunded = false;
    if (chargeRef) {
      try {
        refunded = await this.provider.refund(chargeRef);
      } catch (error) {
        this.logger.error(`Refund of duplicate payment ${providerRef} failed: ${(error as Error).message}`);
      }
    }
    await this.changes.commit(async (tx, announce) => {
      const user = await tx.user.findUniqueOrThrow({ where: { id: ticket.user_id } });
      const row = await tx.payment.create({
        data: {
          user_id: user.id,
          idempotency_key: key,
          amount_cents: ticket.amount_cents,
          currency: ticket.currency,
          provider: ticket.provider,
          provider_ref: providerRef,
          status: refunded ? 'refunded' : 'duplicate',
        },
      });
      const amount = `${(ticket.amount_cents / 100).toFixed(2)} ${ticket.currency}`;
      await this.audit.add(
        tx,
        {
          actor: { id: user.id, email: user.email },
          entity: 'payment',
          entityId: row.id,
          action: refunded ? 'duplicate_refunded' : 'duplicate_payment',
          summary: refunded
            ? `${user.email} paid a second time for one ticket (${amount}, ${providerRef}): refunded through ${ticket.provider}`
            : `${user.email} paid a second time for one ticket (${amount}, ${providerRef}): refund it in the ${ticket.provider} dashboard`,
          before: null,
          after: { status: row.status, provider_ref: providerRef, amount_cents: ticket.amount_cents },
        },
        announce,
      );
    });
  }

  /**
   * The user's one ticket payment, created on first use at the price of the moment; concurrent first uses meet on the
   * unique key. An unpaid one follows the organisers' price when it has changed since.
   */
  private async paymentRow(userId: number) {
    const key = `${TICKET_KEY_PREFIX}${userId}`;
    const price = await ticketPrice(this.prisma);
    const data = { user_id: userId, idempotency_key: key, amount_cents: price.amountCents, currency: price.currency, provider: this.provider.name };
    let row;
    try {
      return await this.prisma.payment.create({ data });
    } catch (error) {
      if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')) throw error;
      row = await this.prisma.payment.findUniqueOrThrow({ where: { idempotency_key: key } });
    }
    if (row.status === 'paid' || (row.amount_cents === price.amountCents && row.currency === price.currency)) return row;
    return this.prisma.payment.update({ where: { id: row.id }, data: { amount_cents: price.amountCents, currency: price.currency } });
  }

  /**
   * Marks the payment and its user paid, once, at what was charged; writes the receipt mail and a notification in the
   * same transaction.
   */
  private async markPaid(paymentId: number, providerRef: string, charged?: Charged) {
    await this.changes.commit(async (tx, announce) => {
      const claimed = await tx.payment.updateMany({
        where: { id: paymentId, status: { not: 'paid' } },
        data: { status: 'paid', provider_ref: providerRef, ...(charged && { amount_cents: charged.amountCents, currency: charged.currency }) },
      });
      if (claimed.count === 0) return;
      const payment = await tx.payment.findUniqueOrThrow({ where: { id: paymentId } });
      // A checkout of an edition that has ended since (paid late) is recorded and receipted, but is no ticket for this one.
      const thisEdition = payment.idempotency_key.startsWith(TICKET_KEY_PREFIX);
      const user = thisEdition
        ? await tx.user.update({ where: { id: payment.user_id }, data: { payment_status: 'paid' } })
        : await tx.user.findUniqueOrThrow({ where: { id: payment.user_id } });
      // The ticket is made here at the latest (else on the dashboard's first request), so the mail can carry it.
      const ticket = thisEdition ? await liveTicket(tx, user.id) : null;
      await this.outbox.add(
        tx,
        announce,
        paymentReceiptMail({
          to: user.email,
          fullName: user.full_name,
          amount: (payment.amount_cents / 100).toFixed(2),
          currency: payment.currency,
          reference: `${payment.provider}-${payment.id}`,
          productName: this.config.productName,
          publicUrl: this.config.publicUrl,
          language: languageOr(user.language),
          ...(ticket && { ticketPng: (await ticketQrPng(ticket.token)).toString('base64') }),
        }),
      );
      const i18n = i18nIn(user.language);
      await this.notifications.create(tx, announce, user.id, {
        type: 'success',
        title: i18n._('Payment received'),
        message: i18n._('Your {product} registration is complete. A receipt is on its way to {email}.', {
          product: this.config.productName,
          email: user.email,
        }),
        link: '/dashboard',
      });
      announce('user.updated', { user: toAuthUser(user) });
      announce('payment.completed', { userId: user.id });
    });
  }
}
