import { Module } from '@nestjs/common';
import { MailModule } from './mail.module';
import { MailProcessor } from './mail.processor';
import { MailSweepScheduler } from './mail-sweep.scheduler';
import { MailTransport } from './mail-transport';

/** The worker side: sends queued mail and re-queues mail left unsent every five minutes. */
@Module({
  imports: [MailModule.register('resilient')],
  providers: [MailProcessor, MailTransport, MailSweepScheduler],
})
export class MailWorkerModule {}
