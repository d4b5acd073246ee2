import { Logger } from '@nestjs/common';
import { type HandlesJob, JobHandler } from 'src/jobs/job-handler';
import { ReminderScan } from './reminder-scan.service';

/** Runs the reminders scan (idempotent: a client is mailed once per due day). */
@JobHandler('reminders.scan')
export class ReminderScanHandler implements HandlesJob<'reminders.scan'> {
  private readonly logger = new Logger(ReminderScanHandler.name);

  constructor(private readonly scan: ReminderScan) {}

  async handle(): Promise<void> {
    const { mailed, delayMs, today } = await this.scan.run();
    if (mailed > 0) {
      this.logger.log(`Reminders for ${today}: ${mailed} clients mailed (delayed ${delayMs} ms)`);
    }
  }
}
