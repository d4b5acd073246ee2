import { type DynamicModule, type INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type Job, Queue } from 'bullmq';
import { ConfigModule } from 'src/config/config.module';
import { type Environment } from 'src/config/environment';
import { loadEnvironment } from 'src/config/load-environment';
import { DatabaseModule } from 'src/database/database.module';
import { type JobName } from 'src/jobs/job-catalogue';
import { JobProducerModule } from 'src/jobs/job-producer.module';
import { JobWorkerModule } from 'src/jobs/job-worker.module';
import { JobsModule } from 'src/jobs/jobs.module';
import { QUEUE_NAMES } from 'src/jobs/queue-names';
import { LoggingModule } from 'src/logging/logging.module';
import { MailWorkerModule } from 'src/mail/mail-worker.module';
import { redisOptionsFromUrl } from 'src/redis/redis-options';
import { RemindersWorkerModule } from 'src/reminders/reminders-worker.module';
import { MailCatcher } from './mail-catcher';
import { startTestApp, type TestApp } from './test-app';

/** A worker with the reminders and mail handlers only (other domains' jobs stay queued). */
@Module({})
class RemindersWorker {
  static forRoot(environment: Environment): DynamicModule {
    return {
      module: RemindersWorker,
      imports: [
        ConfigModule.forRoot(environment),
        LoggingModule.forRoot(),
        DatabaseModule,
        JobsModule,
        JobProducerModule.register('resilient'),
        JobWorkerModule.forRoot({ allowMissingHandlers: true }),
        MailWorkerModule,
        RemindersWorkerModule,
      ],
    };
  }
}

/** The API (for fixtures), a real reminders + mail worker on the real Redis, and a mail catcher. */
export interface RemindersPlatform {
  api: TestApp;
  worker: INestApplicationContext;
  catcher: MailCatcher;
  environment: Environment;
  reminders: Queue;
  mail: Queue;
  /** Queues a job on the reminders queue and waits until the worker has completed it. */
  run(name: JobName, jobId: string): Promise<void>;
  close(): Promise<void>;
}

async function settled(job: Job): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const state = await job.getState();
    if (state === 'completed') return;
    if (state === 'failed') throw new Error(`Job ${job.name} failed: ${job.failedReason}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Job ${job.name} did not finish`);
}

export async function startRemindersPlatform(
  overrides: NodeJS.ProcessEnv = {},
): Promise<RemindersPlatform> {
  const catcher = await MailCatcher.start();
  const api = await startTestApp({ SMTP_URL: catcher.smtpUrl });
  const environment = loadEnvironment({ ...process.env, SMTP_URL: catcher.smtpUrl, ...overrides });
  const worker = await NestFactory.createApplicationContext(RemindersWorker.forRoot(environment), {
    logger: false,
  });
  await worker.init();
  const connection = redisOptionsFromUrl(environment.REDIS_URL);
  const reminders = new Queue(QUEUE_NAMES.reminders, {
    connection,
    prefix: environment.QUEUE_PREFIX,
  });
  const mail = new Queue(QUEUE_NAMES.mail, { connection, prefix: environment.QUEUE_PREFIX });
  // The runs queued at the worker's start finish before a test adds its rows.
  for (let attempt = 0; attempt < 300; attempt++) {
    const busy = await reminders.getJobCounts('waiting', 'active', 'prioritized');
    if ((busy.waiting ?? 0) + (busy.active ?? 0) + (busy.prioritized ?? 0) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    api,
    worker,
    catcher,
    environment,
    reminders,
    mail,
    run: async (name, jobId) => settled(await reminders.add(name, {}, { jobId })),
    close: async () => {
      await reminders.close();
      await mail.close();
      await worker.close();
      await api.close();
      await catcher.close();
    },
  };
}
