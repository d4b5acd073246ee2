import { loggedIn, type MatrixRow } from './matrix-row';

/**
 * The job queue board (backend/src/queue-board). Its session route is a Nest route like any
 * other: only admins (queue.read) open a session.
 */
export const QUEUE_BOARD_SESSION_ROUTES: MatrixRow[] = [
  { route: 'POST /api/queues/session', expected: { ...loggedIn(403), admin: 200 } },
];

/**
 * A route Bull Board registers under /api/queues itself (Nest's guards do not run there). Every
 * one answers 401 to anyone without a board session cookie, bearer token or not; `admin` is the
 * answer with the cookie of an admin's session. The board is read-only: changes answer 405
 * (QUEUE_READ_ONLY; pausing or resuming all queues skips read-only ones and answers 200 having
 * done nothing), or 400/404 for a malformed change or a job that does not exist.
 */
export interface QueueBoardRow {
  /** "METHOD /path" exactly as the board registered it. */
  route: string;
  url: string;
  payload?: Record<string, unknown>;
  admin: number;
}

export const QUEUE_BOARD_ROUTES: QueueBoardRow[] = [
  { route: 'GET /api/queues', url: '/api/queues', admin: 200 },
  { route: 'HEAD /api/queues', url: '/api/queues', admin: 200 },
  { route: 'HEAD /api/queues/', url: '/api/queues/', admin: 200 },
  { route: 'GET /api/queues/metrics-history', url: '/api/queues/metrics-history', admin: 200 },
  { route: 'HEAD /api/queues/metrics-history', url: '/api/queues/metrics-history', admin: 200 },
  { route: 'GET /api/queues/job-schedulers', url: '/api/queues/job-schedulers', admin: 200 },
  { route: 'HEAD /api/queues/job-schedulers', url: '/api/queues/job-schedulers', admin: 200 },
  { route: 'GET /api/queues/queue/:queueName', url: '/api/queues/queue/mail', admin: 200 },
  { route: 'HEAD /api/queues/queue/:queueName', url: '/api/queues/queue/mail', admin: 200 },
  {
    route: 'GET /api/queues/queue/:queueName/:jobId',
    url: '/api/queues/queue/mail/none',
    admin: 200,
  },
  {
    route: 'HEAD /api/queues/queue/:queueName/:jobId',
    url: '/api/queues/queue/mail/none',
    admin: 200,
  },
  { route: 'GET /api/queues/api/redis/stats', url: '/api/queues/api/redis/stats', admin: 200 },
  { route: 'HEAD /api/queues/api/redis/stats', url: '/api/queues/api/redis/stats', admin: 200 },
  { route: 'GET /api/queues/api/queues', url: '/api/queues/api/queues', admin: 200 },
  { route: 'HEAD /api/queues/api/queues', url: '/api/queues/api/queues', admin: 200 },
  {
    route: 'GET /api/queues/api/job-schedulers',
    url: '/api/queues/api/job-schedulers',
    admin: 200,
  },
  {
    route: 'HEAD /api/queues/api/job-schedulers',
    url: '/api/queues/api/job-schedulers',
    admin: 200,
  },
  {
    route: 'GET /api/queues/api/queues/:queueName/metrics',
    url: '/api/queues/api/queues/mail/metrics',
    admin: 200,
  },
  {
    route: 'HEAD /api/queues/api/queues/:queueName/metrics',
    url: '/api/queues/api/queues/mail/metrics',
    admin: 200,
  },
  {
    route: 'GET /api/queues/api/queues/:queueName/default-job-options',
    url: '/api/queues/api/queues/mail/default-job-options',
    admin: 200,
  },
  {
    route: 'HEAD /api/queues/api/queues/:queueName/default-job-options',
    url: '/api/queues/api/queues/mail/default-job-options',
    admin: 200,
  },
  {
    route: 'GET /api/queues/api/queues/:queueName/workers',
    url: '/api/queues/api/queues/mail/workers',
    admin: 200,
  },
  {
    route: 'HEAD /api/queues/api/queues/:queueName/workers',
    url: '/api/queues/api/queues/mail/workers',
    admin: 200,
  },
  {
    route: 'GET /api/queues/api/queues/:queueName/rate-limit',
    url: '/api/queues/api/queues/mail/rate-limit',
    admin: 200,
  },
  {
    route: 'HEAD /api/queues/api/queues/:queueName/rate-limit',
    url: '/api/queues/api/queues/mail/rate-limit',
    admin: 200,
  },
  {
    route: 'GET /api/queues/api/queues/:queueName/job-data-schema',
    url: '/api/queues/api/queues/mail/job-data-schema',
    admin: 200,
  },
  {
    route: 'HEAD /api/queues/api/queues/:queueName/job-data-schema',
    url: '/api/queues/api/queues/mail/job-data-schema',
    admin: 200,
  },
  { route: 'PUT /api/queues/api/queues/pause', url: '/api/queues/api/queues/pause', admin: 200 },
  { route: 'PUT /api/queues/api/queues/resume', url: '/api/queues/api/queues/resume', admin: 200 },
  {
    route: 'GET /api/queues/api/queues/:queueName/:jobId/logs',
    url: '/api/queues/api/queues/mail/none/logs',
    admin: 200,
  },
  {
    route: 'HEAD /api/queues/api/queues/:queueName/:jobId/logs',
    url: '/api/queues/api/queues/mail/none/logs',
    admin: 200,
  },
  {
    route: 'GET /api/queues/api/queues/:queueName/:jobId/flow',
    url: '/api/queues/api/queues/mail/none/flow',
    admin: 404,
  },
  {
    route: 'HEAD /api/queues/api/queues/:queueName/:jobId/flow',
    url: '/api/queues/api/queues/mail/none/flow',
    admin: 404,
  },
  {
    route: 'GET /api/queues/api/queues/:queueName/:jobId',
    url: '/api/queues/api/queues/mail/none',
    admin: 404,
  },
  {
    route: 'HEAD /api/queues/api/queues/:queueName/:jobId',
    url: '/api/queues/api/queues/mail/none',
    admin: 404,
  },
  {
    route: 'POST /api/queues/api/queues/:queueName/add',
    url: '/api/queues/api/queues/mail/add',
    payload: { name: 'mail.sweep', data: {} },
    admin: 405,
  },
  {
    route: 'PUT /api/queues/api/queues/:queueName/retry/:queueStatus',
    url: '/api/queues/api/queues/mail/retry/failed',
    admin: 405,
  },
  {
    route: 'PUT /api/queues/api/queues/:queueName/promote',
    url: '/api/queues/api/queues/mail/promote',
    admin: 405,
  },
  {
    route: 'PUT /api/queues/api/queues/:queueName/clean/:queueStatus',
    url: '/api/queues/api/queues/mail/clean/failed',
    admin: 405,
  },
  {
    route: 'PUT /api/queues/api/queues/:queueName/pause',
    url: '/api/queues/api/queues/mail/pause',
    admin: 405,
  },
  {
    route: 'PUT /api/queues/api/queues/:queueName/resume',
    url: '/api/queues/api/queues/mail/resume',
    admin: 405,
  },
  {
    route: 'PUT /api/queues/api/queues/:queueName/concurrency',
    url: '/api/queues/api/queues/mail/concurrency',
    payload: { concurrency: 1 },
    admin: 405,
  },
  {
    route: 'PUT /api/queues/api/queues/:queueName/rate-limit',
    url: '/api/queues/api/queues/mail/rate-limit',
    payload: { max: 1, duration: 1000 },
    admin: 405,
  },
  {
    route: 'PUT /api/queues/api/queues/:queueName/rate-limit/release',
    url: '/api/queues/api/queues/mail/rate-limit/release',
    admin: 405,
  },
  {
    route: 'PUT /api/queues/api/queues/:queueName/empty',
    url: '/api/queues/api/queues/mail/empty',
    admin: 405,
  },
  {
    route: 'PUT /api/queues/api/queues/:queueName/obliterate',
    url: '/api/queues/api/queues/mail/obliterate',
    admin: 405,
  },
  {
    route: 'PUT /api/queues/api/queues/:queueName/job-schedulers/:schedulerId/remove',
    url: '/api/queues/api/queues/mail/job-schedulers/none/remove',
    admin: 405,
  },
  {
    route: 'PATCH /api/queues/api/queues/:queueName/job-schedulers/:schedulerId',
    url: '/api/queues/api/queues/mail/job-schedulers/none',
    payload: { every: 60000 },
    admin: 405,
  },
  {
    route: 'PUT /api/queues/api/queues/:queueName/job-schedulers/:schedulerId/run',
    url: '/api/queues/api/queues/mail/job-schedulers/none/run',
    admin: 405,
  },
  {
    route: 'PUT /api/queues/api/queues/:queueName/:jobId/retry',
    url: '/api/queues/api/queues/mail/none/retry',
    admin: 405,
  },
  {
    route: 'PUT /api/queues/api/queues/:queueName/:jobId/clean',
    url: '/api/queues/api/queues/mail/none/clean',
    admin: 405,
  },
  {
    route: 'PUT /api/queues/api/queues/:queueName/:jobId/promote',
    url: '/api/queues/api/queues/mail/none/promote',
    admin: 405,
  },
  {
    route: 'PATCH /api/queues/api/queues/:queueName/:jobId/update-data',
    url: '/api/queues/api/queues/mail/none/update-data',
    payload: { jobData: { mailId: 'x' } },
    admin: 405,
  },
  {
    route: 'PATCH /api/queues/api/queues/:queueName/:jobId/delay',
    url: '/api/queues/api/queues/mail/none/delay',
    payload: { delay: 60000 },
    admin: 400,
  },
  {
    route: 'PATCH /api/queues/api/queues/:queueName/:jobId/priority',
    url: '/api/queues/api/queues/mail/none/priority',
    payload: { priority: 1 },
    admin: 405,
  },
  {
    route: 'PUT /api/queues/api/queues/:queueName/:jobId/remove-unprocessed-children',
    url: '/api/queues/api/queues/mail/none/remove-unprocessed-children',
    admin: 405,
  },
  { route: 'HEAD /api/queues/static/*', url: '/api/queues/static/favicon.ico', admin: 200 },
  { route: 'GET /api/queues/static/*', url: '/api/queues/static/favicon.ico', admin: 200 },
];
