import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { JobProducer } from 'src/jobs/job-producer';
import { OutgoingMail } from './outgoing-mail.entity';

export interface MailToSend {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends mail through the `mail` queue: the mail is stored first, then a job with its id is
 * queued. The job id is the mail id, so queueing the same mail twice sends it once.
 */
@Injectable()
export class MailService {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobProducer,
  ) {}

  async send(mail: MailToSend): Promise<string> {
    const row = this.em.create(OutgoingMail, {
      recipient: mail.to.trim().toLowerCase(),
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
    });
    await this.em.flush();
    await this.enqueue(row.id);
    return row.id;
  }

  /** Queues (again) a stored mail; a no-op while a job for it already exists. */
  async enqueue(mailId: string): Promise<void> {
    await this.jobs.add('mail.send', { mailId }, { jobId: mailId });
  }
}
