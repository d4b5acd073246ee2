import { Module } from '@nestjs/common';
import { SubscriptionsModule } from 'src/subscriptions/subscriptions.module';
import {
  AdminPaymentRecordsController,
  AdminPricingPlansController,
  AdminPromotionCodesController,
} from './admin-payments.controller';
import { FreeCardsService } from './free-cards.service';
import { PaymentFulfilment } from './payment-fulfilment.service';
import { PaymentRecordsService } from './payment-records.service';
import { PaymentsController } from './payments.controller';
import { PricingPlansService } from './pricing-plans.service';
import { PromotionCodesController } from './promotion-codes.controller';
import { PromotionCodesService } from './promotion-codes.service';
import { SwishClient } from './providers/swish/swish-client';
import { SwishPayments } from './providers/swish/swish-payments.service';
import {
  SwishAttemptController,
  SwishCallbackController,
} from './providers/swish/swish.controller';

/** Pricing plans, payment records, free cards and promotion codes (issue 23, server foundation). */
@Module({
  imports: [SubscriptionsModule],
  controllers: [
    PaymentsController,
    PromotionCodesController,
    AdminPricingPlansController,
    AdminPromotionCodesController,
    AdminPaymentRecordsController,
    SwishAttemptController,
    SwishCallbackController,
  ],
  providers: [
    PricingPlansService,
    PaymentRecordsService,
    PromotionCodesService,
    FreeCardsService,
    PaymentFulfilment,
    SwishClient,
    SwishPayments,
  ],
})
export class PaymentsModule {}
