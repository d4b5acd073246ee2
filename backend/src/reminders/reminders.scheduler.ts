import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobProducer } from 'src/jobs/job-producer';

/** The reminders scan runs hourly: a due day is found within the hour it begins (or at 08:00). */
export const REMINDERS_EVERY_MS = 60 * 60 * 1000;
/** Risk flags are checked every 15 minutes: escalated at most 15 minutes after their 24 hours. */
export const ESCALATION_EVERY_MS = 15 * 60 * 1000;

/**
 * Registers (idempotently) the periodic reminders scan and risk-flag escalation, and queues one
 * run of each at every worker start (a scheduler that exists keeps its next run).
 */
@Injectable()
export class RemindersScheduler implements OnApplicationBootstrap {
  constructor(private readonly jobs: JobProducer) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule('reminders.scan', { every: REMINDERS_EVERY_MS }, {});
    await this.jobs.schedule('reminders.escalate-risk-flags', { every: ESCALATION_EVERY_MS }, {});
    await this.jobs.add('reminders.scan', {});
    await this.jobs.add('reminders.escalate-risk-flags', {});
  }
}
