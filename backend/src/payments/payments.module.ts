import { Logger, Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { NoPaymentProvider, PAYMENT_PROVIDER, TestPaymentProvider } from './payment-provider.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { StripePaymentProvider } from './stripe-provider.js';

@Module({
  imports: [NotificationsModule, AuditModule],
  controllers: [PaymentsController],
  providers: [
    PaymentsService,
    {
      provide: PAYMENT_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        if (config.stripe.secretKey) return new StripePaymentProvider(config.stripe.secretKey, config.publicUrl, config.stripe.apiUrl);
        if (config.env !== 'production' || config.paymentsTestMode) return new TestPaymentProvider();
        new Logger('Payments').warn(
          'NODE_ENV=production without STRIPE_SECRET_KEY: ticket payments are refused (PAYMENTS_TEST_MODE=true allows test payments)',
        );
        return new NoPaymentProvider();
      },
    },
  ],
})
export class PaymentsModule {}
