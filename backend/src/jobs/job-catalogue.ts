import { type JobsOptions } from 'bullmq';
import { QUEUE_NAMES, type QueueName } from './queue-names';

/**
 * Every job name with its queue and payload. Payloads carry ids only: personal and health data
 * stay in PostgreSQL and never reach Redis.
 */
export interface JobCatalogue {
  'mail.send': { mailId: string };
  'mail.sweep': Record<string, never>;
  /** Adds a program's newly added modules to each of its active subscriptions (idempotent). */
  'subscriptions.distribute-program-modules': { programId: number; moduleIds: number[] };
}

export type JobName = keyof JobCatalogue;

export const JOB_QUEUE: Record<JobName, QueueName> = {
  'mail.send': QUEUE_NAMES.mail,
  'mail.sweep': QUEUE_NAMES.mail,
  'subscriptions.distribute-program-modules': QUEUE_NAMES.subscriptions,
};

/** Retries with exponential backoff, and bounded history so Redis does not grow forever. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 5000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 5000 },
};
