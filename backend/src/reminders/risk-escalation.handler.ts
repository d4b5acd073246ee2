import { Logger } from '@nestjs/common';
import { type HandlesJob, JobHandler } from 'src/jobs/job-handler';
import { RiskEscalation } from './risk-escalation.service';

/** Escalates risk flags unacknowledged for 24 hours to admins (idempotent: once per flag). */
@JobHandler('reminders.escalate-risk-flags')
export class RiskEscalationHandler implements HandlesJob<'reminders.escalate-risk-flags'> {
  private readonly logger = new Logger(RiskEscalationHandler.name);

  constructor(private readonly escalation: RiskEscalation) {}

  async handle(): Promise<void> {
    const { escalated, mailIds } = await this.escalation.run();
    if (escalated > 0) {
      this.logger.log(`Risk flags escalated: ${escalated} (${mailIds.length} mails)`);
    }
  }
}
