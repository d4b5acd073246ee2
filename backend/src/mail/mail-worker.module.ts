import { Module } from '@nestjs/common';
import { MailModule } from './mail.module';
import { MailSweepHandler } from './mail-sweep.handler';
import { MailSweepScheduler } from './mail-sweep.scheduler';
import { MailTransport } from './mail-transport';
import { SendMailHandler } from './send-mail.handler';

/** The worker side: sends queued mail and re-queues mail left unsent every five minutes. */
@Module({
  imports: [MailModule],
  providers: [SendMailHandler, MailSweepHandler, MailTransport, MailSweepScheduler],
})
export class MailWorkerModule {}
