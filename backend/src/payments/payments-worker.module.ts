import { Module } from '@nestjs/common';
import { PaymentExpiryHandler } from './payment-expiry.handler';
import { PaymentExpiryScheduler } from './payment-expiry.scheduler';
import { PaymentExpiry } from './payment-expiry.service';

/** The worker side: expires payment records left unpaid, every 5 minutes (`payments` queue). */
@Module({ providers: [PaymentExpiry, PaymentExpiryHandler, PaymentExpiryScheduler] })
export class PaymentsWorkerModule {}
