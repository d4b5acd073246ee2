/**
 * The queue catalogue. Queue names are part of Redis keys and of jobs already waiting there:
 * NEVER rename one. To change a queue, add a new name and drain the old one.
 */
export const QUEUE_NAMES = {
  mail: 'mail',
  reminders: 'reminders',
  subscriptions: 'subscriptions',
  reports: 'reports',
  dataExports: 'data-exports',
  payments: 'payments',
} as const;

export type QueueName = (typeof QUEUE_NAMES)[keyof typeof QUEUE_NAMES];

/** Jobs one worker process runs at once per queue. */
export const QUEUE_CONCURRENCY: Record<QueueName, number> = {
  mail: 5,
  reminders: 2,
  subscriptions: 2,
  reports: 4,
  // A ZIP of one person's data and files: few at once, each may hold files in memory.
  'data-exports': 1,
  payments: 1,
};
