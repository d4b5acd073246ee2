import { Module } from '@nestjs/common';
import { ReminderScanHandler } from './reminder-scan.handler';
import { ReminderScan } from './reminder-scan.service';
import { RemindersScheduler } from './reminders.scheduler';
import { RiskEscalationHandler } from './risk-escalation.handler';
import { RiskEscalation } from './risk-escalation.service';

/**
 * The worker side of the `reminders` queue: the hourly reminders scan (assessments due, modules
 * left idle; quiet hours 21-08 Stockholm) and the 15-minute escalation of unacknowledged risk
 * flags.
 */
@Module({
  providers: [
    ReminderScan,
    ReminderScanHandler,
    RiskEscalation,
    RiskEscalationHandler,
    RemindersScheduler,
  ],
})
export class RemindersWorkerModule {}
