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

/** Pricing plans, payment records, free cards and promotion codes (issue 23, server foundation). */
@Module({
  imports: [SubscriptionsModule],
  controllers: [
    PaymentsController,
    PromotionCodesController,
    AdminPricingPlansController,
    AdminPromotionCodesController,
    AdminPaymentRecordsController,
  ],
  providers: [
    PricingPlansService,
    PaymentRecordsService,
    PromotionCodesService,
    FreeCardsService,
    PaymentFulfilment,
  ],
})
export class PaymentsModule {}
