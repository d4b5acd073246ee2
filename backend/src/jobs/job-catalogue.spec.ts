import { isPayloadOf, JOB_NAMES, JOBS, queueOf } from './job-catalogue';
import { QUEUE_NAMES } from './queue-names';

describe('the job catalogue', () => {
  it('lists every job once, each on a queue of the queue catalogue', () => {
    expect(JOB_NAMES).toEqual(Object.keys(JOBS));
    const queues: readonly string[] = Object.values(QUEUE_NAMES);
    for (const name of JOB_NAMES) expect(queues).toContain(queueOf(name));
  });

  it.each([
    ['mail.send', { mailId: '0b6c2f2e-4b1f-4c8e-9a59-2f4d0a0f6d11' }],
    ['mail.sweep', {}],
    ['subscriptions.distribute-program-modules', { programId: 3, moduleIds: [] }],
    ['subscriptions.distribute-program-modules', { programId: 3, moduleIds: [1, 2] }],
    ['subscriptions.expire', {}],
    ['data-exports.build', { exportId: 12 }],
  ] as const)('accepts a %s payload of ids', (name, data) => {
    expect(isPayloadOf(name, data)).toBe(true);
  });

  it.each([
    ['mail.send', null],
    ['mail.send', []],
    ['mail.send', {}],
    ['mail.send', { mailId: 'klara@example.com' }],
    ['mail.send', { mailId: '0b6c2f2e-4b1f-4c8e-9a59-2f4d0a0f6d11', to: 'klara@example.com' }],
    ['mail.sweep', { reason: 'x' }],
    ['subscriptions.distribute-program-modules', { programId: '3', moduleIds: [1] }],
    ['subscriptions.distribute-program-modules', { programId: 3, moduleIds: [1.5] }],
    ['subscriptions.distribute-program-modules', { programId: 0, moduleIds: [1] }],
    ['subscriptions.distribute-program-modules', { programId: 3 }],
    ['subscriptions.expire', { userId: 3 }],
    ['data-exports.build', { exportId: 12, email: 'klara@example.com' }],
    ['data-exports.build', { userId: 12 }],
  ] as const)('refuses %s payload %j', (name, data) => {
    expect(isPayloadOf(name, data)).toBe(false);
  });
});
