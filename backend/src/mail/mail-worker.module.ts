import { InjectQueue } from '@nestjs/bullmq';
import { Module, OnApplicationBootstrap } from '@nestjs/common';
import { Queue } from 'bullmq';
import { QUEUE_NAMES } from 'src/jobs/queue-names';
import { MailModule } from './mail.module';
import { MailProcessor } from './mail.processor';
import { MailTransport } from './mail-transport';

/** The worker side: sends queued mail and re-queues mail left unsent every five minutes. */
@Module({
  imports: [MailModule],
  providers: [MailProcessor, MailTransport],
})
export class MailWorkerModule implements OnApplicationBootstrap {
  constructor(@InjectQueue(QUEUE_NAMES.mail) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      'mail.sweep',
      { every: 5 * 60 * 1000 },
      { name: 'mail.sweep', data: {} },
    );
  }
}
