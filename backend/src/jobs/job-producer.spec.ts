import { DEFAULT_JOB_OPTIONS } from './job-catalogue';
import { BULK_CHUNK, JobProducer, type ProducerQueue } from './job-producer';

function fakeQueue(name: string) {
  const add = jest.fn((_name: string, _data: unknown, options?: { jobId?: string }) =>
    Promise.resolve({ id: options?.jobId ?? 'generated-1' }),
  );
  const upsertJobScheduler = jest.fn(() => Promise.resolve());
  const addBulk = jest.fn((_jobs: unknown[]) => Promise.resolve([]));
  const queue: ProducerQueue = { name, add, addBulk, upsertJobScheduler };
  return { queue, add, addBulk, upsertJobScheduler };
}

describe('JobProducer', () => {
  const mail = fakeQueue('mail');
  const subscriptions = fakeQueue('subscriptions');
  const producer = new JobProducer([mail.queue, subscriptions.queue]);
  const mailId = '0b6c2f2e-4b1f-4c8e-9a59-2f4d0a0f6d11';

  beforeEach(() => jest.clearAllMocks());

  it("puts a job on its catalogue queue with the default options and the caller's job id", async () => {
    const id = await producer.add(
      'subscriptions.distribute-program-modules',
      { programId: 7, moduleIds: [3, 4] },
      { jobId: 'distribute-7' },
    );
    expect(id).toBe('distribute-7');
    expect(mail.add).not.toHaveBeenCalled();
    expect(subscriptions.add).toHaveBeenCalledWith(
      'subscriptions.distribute-program-modules',
      { programId: 7, moduleIds: [3, 4] },
      { ...DEFAULT_JOB_OPTIONS, jobId: 'distribute-7' },
    );
  });

  it('answers the id BullMQ gives a job queued without one', async () => {
    await expect(producer.add('mail.send', { mailId })).resolves.toBe('generated-1');
    expect(mail.add).toHaveBeenCalledWith('mail.send', { mailId }, DEFAULT_JOB_OPTIONS);
  });

  it('lets a caller add a delay without losing the default attempts and bounds', async () => {
    await producer.add('mail.send', { mailId }, { delay: 1000 });
    expect(mail.add).toHaveBeenCalledWith(
      'mail.send',
      { mailId },
      { ...DEFAULT_JOB_OPTIONS, delay: 1000 },
    );
  });

  it('refuses a payload with fields the catalogue does not name, before Redis sees it', async () => {
    const withEmail = { mailId, email: 'klara@example.com' };
    await expect(producer.add('mail.send', withEmail)).rejects.toThrow(
      'The payload of job mail.send is not its catalogue payload',
    );
    expect(mail.add).not.toHaveBeenCalled();
  });

  it('queues many jobs in one call, each with its own options, and checks every payload', async () => {
    const other = '0b6c2f2e-4b1f-4c8e-9a59-2f4d0a0f6d12';
    await producer.addBulk('mail.send', [
      { data: { mailId }, options: { jobId: mailId, delay: 500 } },
      { data: { mailId: other }, options: { jobId: other } },
    ]);
    expect(mail.addBulk).toHaveBeenCalledWith([
      {
        name: 'mail.send',
        data: { mailId },
        opts: { ...DEFAULT_JOB_OPTIONS, jobId: mailId, delay: 500 },
      },
      {
        name: 'mail.send',
        data: { mailId: other },
        opts: { ...DEFAULT_JOB_OPTIONS, jobId: other },
      },
    ]);
    const withEmail = { mailId, email: 'klara@example.com' };
    await expect(
      producer.addBulk('mail.send', [{ data: { mailId } }, { data: withEmail }]),
    ).rejects.toThrow('The payload of job mail.send is not its catalogue payload');
    expect(mail.addBulk).toHaveBeenCalledTimes(1);
  });

  it('queues a long list in calls of BULK_CHUNK jobs', async () => {
    const ids = Array.from(
      { length: BULK_CHUNK * 2 + 5 },
      (_, index) => `0b6c2f2e-4b1f-4c8e-9a59-${String(index).padStart(12, '0')}`,
    );
    await producer.addBulk(
      'mail.send',
      ids.map((id) => ({ data: { mailId: id }, options: { jobId: id } })),
    );
    expect(mail.addBulk.mock.calls.map(([jobs]) => jobs.length)).toEqual([
      BULK_CHUNK,
      BULK_CHUNK,
      5,
    ]);
  });

  it('schedules a periodic job under its name with the default options', async () => {
    await producer.schedule('mail.sweep', { every: 60_000 }, {});
    expect(mail.upsertJobScheduler).toHaveBeenCalledWith(
      'mail.sweep',
      { every: 60_000 },
      { name: 'mail.sweep', data: {}, opts: DEFAULT_JOB_OPTIONS },
    );
  });

  it('names a queue that was not registered', async () => {
    await expect(
      new JobProducer([mail.queue]).add('subscriptions.distribute-program-modules', {
        programId: 1,
        moduleIds: [2],
      }),
    ).rejects.toThrow('Queue subscriptions is not registered with the job producer');
  });
});
