import { CreateRequestContext, EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { type Job } from 'bullmq';
import { type JobCatalogue, type JobName } from 'src/jobs/job-catalogue';
import { QUEUE_NAMES } from 'src/jobs/queue-names';
import { MailService } from './mail.service';
import { MailTransport } from './mail-transport';
import { OutgoingMail } from './outgoing-mail.entity';

/** Mails not sent after this long are queued again by the sweep (e.g. Redis was down at send). */
const SWEEP_AFTER_MS = 5 * 60 * 1000;

@Processor(QUEUE_NAMES.mail, { concurrency: 5 })
export class MailProcessor extends WorkerHost {
  private readonly logger = new Logger(MailProcessor.name);

  constructor(
    // Read by @CreateRequestContext, which gives each job its own identity map.
    readonly orm: MikroORM,
    private readonly em: EntityManager,
    private readonly transport: MailTransport,
    private readonly mail: MailService,
  ) {
    super();
  }

  @CreateRequestContext()
  async process(job: Job): Promise<void> {
    const name = job.name as Extract<JobName, `mail.${string}`>;
    switch (name) {
      case 'mail.send':
        return this.send(job.data as JobCatalogue['mail.send']);
      case 'mail.sweep':
        return this.sweep();
    }
  }

  private async send({ mailId }: JobCatalogue['mail.send']): Promise<void> {
    const mail = await this.em.findOne(OutgoingMail, { id: mailId });
    if (!mail || mail.sentAt) return; // deleted, or an earlier run already sent it
    mail.attempts += 1;
    try {
      await this.transport.deliver({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      mail.sentAt = new Date();
      mail.lastError = null;
    } catch (error) {
      mail.lastError = error instanceof Error ? error.message : String(error);
      throw error;
    } finally {
      await this.em.flush();
    }
    this.logger.log(`Sent mail ${mailId}`);
  }

  private async sweep(): Promise<void> {
    const stale = await this.em.find(
      OutgoingMail,
      {
        sentAt: null,
        createdAt: { $lt: new Date(Date.now() - SWEEP_AFTER_MS) },
        attempts: { $lt: 10 },
      },
      { fields: ['id'], limit: 500, orderBy: { createdAt: 'asc' } },
    );
    for (const { id } of stale) await this.mail.enqueue(id);
    if (stale.length) this.logger.log(`Queued ${stale.length} unsent mails again`);
  }
}
