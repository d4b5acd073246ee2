import { type Provider } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { type JobCatalogue } from './job-catalogue';
import { JobHandler } from './job-handler';
import { JOB_WORKER_OPTIONS, JobHandlers, type JobWorkerOptions } from './job-handlers';

@JobHandler('mail.send')
class SendMail {
  handle = jest.fn((_data: JobCatalogue['mail.send']) => Promise.resolve());
}

@JobHandler('mail.send')
class SendMailAgain {
  handle = jest.fn((_data: JobCatalogue['mail.send']) => Promise.resolve());
}

@JobHandler('mail.sweep')
class SweepMail {
  handle = jest.fn(() => Promise.resolve());
}

@JobHandler('chat.offline-notice')
class NoticeOffline {
  handle = jest.fn((_data: JobCatalogue['chat.offline-notice']) => Promise.resolve());
}

@JobHandler('subscriptions.distribute-program-modules')
class DistributeModules {
  handle = jest.fn((_data: JobCatalogue['subscriptions.distribute-program-modules']) =>
    Promise.resolve(),
  );
}

@JobHandler('subscriptions.expire')
class ExpireSubscriptions {
  handle = jest.fn(() => Promise.resolve());
}

@JobHandler('reminders.scan')
class ScanReminders {
  handle = jest.fn(() => Promise.resolve());
}

@JobHandler('reminders.escalate-risk-flags')
class EscalateRiskFlags {
  handle = jest.fn(() => Promise.resolve());
}

@JobHandler('reports.generate')
class GenerateReports {
  handle = jest.fn((_data: JobCatalogue['reports.generate']) => Promise.resolve());
}

@JobHandler('data-exports.build')
class BuildDataExport {
  handle = jest.fn((_data: JobCatalogue['data-exports.build']) => Promise.resolve());
}

@JobHandler('data-exports.expire')
class ExpireDataExports {
  handle = jest.fn(() => Promise.resolve());
}

@JobHandler('payments.expire')
class ExpirePayments {
  handle = jest.fn(() => Promise.resolve());
}

async function start(handlers: Provider[], options: JobWorkerOptions = {}): Promise<JobHandlers> {
  const moduleRef = await Test.createTestingModule({
    imports: [DiscoveryModule],
    providers: [{ provide: JOB_WORKER_OPTIONS, useValue: options }, JobHandlers, ...handlers],
  }).compile();
  await moduleRef.init();
  return moduleRef.get(JobHandlers);
}

describe('JobHandlers', () => {
  it('finds the @JobHandler providers and the queues they need a worker for', async () => {
    const handlers = await start([
      SendMail,
      SweepMail,
      NoticeOffline,
      DistributeModules,
      ExpireSubscriptions,
      ScanReminders,
      EscalateRiskFlags,
      GenerateReports,
      BuildDataExport,
      ExpireDataExports,
      ExpirePayments,
    ]);
    expect(handlers.handlerOf('mail.send')).toBeInstanceOf(SendMail);
    expect(handlers.handlerOf('mail.sweep')).toBeInstanceOf(SweepMail);
    expect(handlers.handlerOf('reports.generate')).toBeInstanceOf(GenerateReports);
    expect(handlers.handlerOf('data-exports.build')).toBeInstanceOf(BuildDataExport);
    expect(handlers.queues().sort()).toEqual([
      'data-exports',
      'mail',
      'payments',
      'reminders',
      'reports',
      'subscriptions',
    ]);
  });

  it('refuses to start with a job of the catalogue unhandled', async () => {
    await expect(start([SendMail, SweepMail])).rejects.toThrow(
      'Job handlers do not match the job catalogue: no handler for job chat.offline-notice; no handler for job subscriptions.distribute-program-modules; no handler for job subscriptions.expire; no handler for job reminders.scan; no handler for job reminders.escalate-risk-flags; no handler for job reports.generate; no handler for job data-exports.build; no handler for job data-exports.expire; no handler for job payments.expire.',
    );
  });

  it('refuses to start with two handlers for one job', async () => {
    await expect(
      start([
        SendMail,
        SendMailAgain,
        SweepMail,
        DistributeModules,
        ExpireSubscriptions,
        ScanReminders,
        EscalateRiskFlags,
        GenerateReports,
        BuildDataExport,
        ExpireDataExports,
      ]),
    ).rejects.toThrow('job mail.send has 2 handlers (SendMail, SendMailAgain)');
  });

  it('runs one domain alone when missing handlers are allowed (tests of one domain)', async () => {
    const handlers = await start([DistributeModules], { allowMissingHandlers: true });
    expect(handlers.handlerOf('mail.send')).toBeUndefined();
    expect(handlers.queues()).toEqual(['subscriptions']);
  });
});
