import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadEnvironment } from 'src/config/load-environment';
import { WorkerModule } from 'src/worker.module';
import { MailCatcher } from './mail-catcher';
import { startTestApp, type TestApp } from './test-app';

/** The API and the worker, both sending to a mail catcher of the test's own. */
export interface MailPlatform {
  api: TestApp;
  worker: INestApplicationContext;
  catcher: MailCatcher;
  close(): Promise<void>;
}

export async function startMailPlatform(overrides: NodeJS.ProcessEnv = {}): Promise<MailPlatform> {
  const catcher = await MailCatcher.start();
  const api = await startTestApp({ ...overrides, SMTP_URL: catcher.smtpUrl });
  const worker = await NestFactory.createApplicationContext(
    WorkerModule.forRoot(loadEnvironment({ ...process.env, SMTP_URL: catcher.smtpUrl })),
    { logger: false },
  );
  await worker.init();
  return {
    api,
    worker,
    catcher,
    close: async () => {
      await worker.close();
      await api.close();
      await catcher.close();
    },
  };
}
