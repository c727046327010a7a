import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PAYMENT_PROVIDER, TestPaymentProvider } from './payment-provider.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { StripePaymentProvider } from './stripe-provider.js';

@Module({
  imports: [NotificationsModule],
  controllers: [PaymentsController],
  providers: [
    PaymentsService,
    {
      provide: PAYMENT_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.stripe.secretKey ? new StripePaymentProvider(config.stripe.secretKey, config.publicUrl) : new TestPaymentProvider(),
    },
  ],
})
export class PaymentsModule {}
