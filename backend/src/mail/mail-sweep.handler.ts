import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { type HandlesJob, JobHandler } from 'src/jobs/job-handler';
import { MailService } from './mail.service';
import { OutgoingMail } from './outgoing-mail.entity';

/** Mails not sent after this long are queued again by the sweep (e.g. Redis was down at send). */
const SWEEP_AFTER_MS = 5 * 60 * 1000;

/** Queues again the mail left unsent, e.g. because Redis was down when it was stored. */
@JobHandler('mail.sweep')
export class MailSweepHandler implements HandlesJob<'mail.sweep'> {
  private readonly logger = new Logger(MailSweepHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
  ) {}

  async handle(): Promise<void> {
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
