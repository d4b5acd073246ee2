import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { type JobCatalogue } from 'src/jobs/job-catalogue';
import { type HandlesJob, JobHandler } from 'src/jobs/job-handler';
import { MailTransport } from './mail-transport';
import { OutgoingMail } from './outgoing-mail.entity';

/** Delivers a stored mail over SMTP; a mail already sent is not sent again. */
@JobHandler('mail.send')
export class SendMailHandler implements HandlesJob<'mail.send'> {
  private readonly logger = new Logger(SendMailHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly transport: MailTransport,
  ) {}

  async handle({ mailId }: JobCatalogue['mail.send']): Promise<void> {
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
}
