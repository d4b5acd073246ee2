import { type JobsOptions } from 'bullmq';
import { QUEUE_NAMES, type QueueName } from './queue-names';

/**
 * What a payload field may hold. Payloads carry ids only, so personal and health data stay in
 * PostgreSQL and never reach Redis: `id` a positive integer, `ids` a list of them, `uuid` a UUID.
 */
type IdKind = 'id' | 'ids' | 'uuid';

interface IdTypes {
  id: number;
  ids: number[];
  uuid: string;
}

interface JobDefinition {
  queue: QueueName;
  payload: Readonly<Record<string, IdKind>>;
}

/**
 * Every job: its queue and the fields of its payload. Adding a job is one entry here and one
 * class with `@JobHandler(name)` in the worker; the worker refuses to start until both exist.
 */
export const JOBS = {
  'mail.send': { queue: QUEUE_NAMES.mail, payload: { mailId: 'uuid' } },
  'mail.sweep': { queue: QUEUE_NAMES.mail, payload: {} },
  /**
   * Mails the recipient of a chat message that is still unread (delayed; no message content in the
   * mail; at most one per conversation and recipient per hour).
   */
  'chat.offline-notice': { queue: QUEUE_NAMES.mail, payload: { messageId: 'id' } },
  /** Adds a program's newly added modules to each of its active subscriptions (idempotent). */
  'subscriptions.distribute-program-modules': {
    queue: QUEUE_NAMES.subscriptions,
    payload: { programId: 'id', moduleIds: 'ids' },
  },
  /** Marks active subscriptions past their end date expired and flags those nearly at it. */
  'subscriptions.expire': { queue: QUEUE_NAMES.subscriptions, payload: {} },
  /**
   * Finds clients with an assessment due or a module left idle and mails each one reminder per
   * due date (idempotent: reminders_sent is unique per client and due date).
   */
  'reminders.scan': { queue: QUEUE_NAMES.reminders, payload: {} },
  /** Mails the admins about risk flags unacknowledged for 24 hours (once per flag). */
  'reminders.escalate-risk-flags': { queue: QUEUE_NAMES.reminders, payload: {} },
  /** Builds the reports of a completed module instance (idempotent: each report exactly once). */
  'reports.generate': { queue: QUEUE_NAMES.reports, payload: { moduleInstanceId: 'id' } },
  /**
   * Builds a person's data export (GDPR 15 and 20) into a ZIP in the document storage and mails
   * them the single-use link (idempotent: a built export is not built again).
   */
  'data-exports.build': { queue: QUEUE_NAMES.dataExports, payload: { exportId: 'id' } },
  /** Removes from storage the ZIPs of exports whose link expired unused (hourly). */
  'data-exports.expire': { queue: QUEUE_NAMES.dataExports, payload: {} },
  /**
   * Marks payment records still `initiated` or `pending` PAYMENT_EXPIRY_MINUTES after creation
   * `expired`, after asking their provider once more (every 5 minutes).
   */
  'payments.expire': { queue: QUEUE_NAMES.payments, payload: {} },
} as const satisfies Record<string, JobDefinition>;

export type JobName = keyof typeof JOBS;

type Payload<Fields extends Readonly<Record<string, IdKind>>> = keyof Fields extends never
  ? Record<string, never>
  : { -readonly [Field in keyof Fields]: IdTypes[Fields[Field]] };

/** The payload type of each job. */
export type JobCatalogue = { [Name in JobName]: Payload<(typeof JOBS)[Name]['payload']> };

export function isJobName(name: string): name is JobName {
  return Object.hasOwn(JOBS, name);
}

export const JOB_NAMES: readonly JobName[] = Object.keys(JOBS).filter(isJobName);

export function queueOf(name: JobName): QueueName {
  return JOBS[name].queue;
}

/** Retries with exponential backoff, and bounded history so Redis does not grow forever. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 5000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 5000 },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isId = (value: unknown): boolean =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

const MATCHES: Record<IdKind, (value: unknown) => boolean> = {
  id: isId,
  ids: (value) => Array.isArray(value) && value.every(isId),
  uuid: (value) => typeof value === 'string' && UUID.test(value),
};

/**
 * Whether data is exactly the payload of the named job: the catalogue's fields, each holding the
 * id kind it names, and nothing else. Run on what producers queue and on what workers read back.
 */
export function isPayloadOf<Name extends JobName>(
  name: Name,
  data: unknown,
): data is JobCatalogue[Name] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const fields: Readonly<Record<string, IdKind>> = JOBS[name].payload;
  const entries = Object.entries(data);
  return (
    entries.length === Object.keys(fields).length &&
    entries.every(([field, value]) => Object.hasOwn(fields, field) && MATCHES[fields[field]](value))
  );
}
