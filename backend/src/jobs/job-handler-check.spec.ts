import { assertOneHandlerPerJob, JobHandlersError } from './job-handler-check';

describe('assertOneHandlerPerJob', () => {
  const catalogue = ['mail.send', 'mail.sweep', 'reports.generate'];

  it('accepts exactly one handler per job', () => {
    expect(() =>
      assertOneHandlerPerJob(catalogue, [
        { job: 'mail.send', handler: 'SendMail' },
        { job: 'mail.sweep', handler: 'SweepMail' },
        { job: 'reports.generate', handler: 'GenerateReport' },
      ]),
    ).not.toThrow();
  });

  it('refuses a catalogue with a job no handler runs, naming the job', () => {
    expect(() =>
      assertOneHandlerPerJob(catalogue, [
        { job: 'mail.send', handler: 'SendMail' },
        { job: 'mail.sweep', handler: 'SweepMail' },
      ]),
    ).toThrow(
      new JobHandlersError(
        'Job handlers do not match the job catalogue: no handler for job reports.generate.',
      ),
    );
  });

  it('refuses a job with two handlers, naming the job and both handlers', () => {
    expect(() =>
      assertOneHandlerPerJob(catalogue, [
        { job: 'mail.send', handler: 'SendMail' },
        { job: 'mail.send', handler: 'SendMailAgain' },
        { job: 'mail.sweep', handler: 'SweepMail' },
        { job: 'reports.generate', handler: 'GenerateReport' },
      ]),
    ).toThrow(
      'Job handlers do not match the job catalogue: job mail.send has 2 handlers (SendMail, SendMailAgain).',
    );
  });

  it('names every problem at once', () => {
    expect(() =>
      assertOneHandlerPerJob(catalogue, [
        { job: 'mail.send', handler: 'SendMail' },
        { job: 'mail.send', handler: 'SendMailAgain' },
      ]),
    ).toThrow(
      'job mail.send has 2 handlers (SendMail, SendMailAgain); no handler for job mail.sweep; no handler for job reports.generate.',
    );
  });

  it('still refuses duplicates when missing handlers are allowed (nothing expected)', () => {
    expect(() => assertOneHandlerPerJob([], [])).not.toThrow();
    expect(() =>
      assertOneHandlerPerJob(
        [],
        [
          { job: 'mail.send', handler: 'SendMail' },
          { job: 'mail.send', handler: 'SendMailAgain' },
        ],
      ),
    ).toThrow('job mail.send has 2 handlers');
  });
});
