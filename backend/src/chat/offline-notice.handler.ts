import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { Environment } from 'src/config/environment';
import { type JobCatalogue } from 'src/jobs/job-catalogue';
import { type HandlesJob, JobHandler } from 'src/jobs/job-handler';
import { MailService } from 'src/mail/mail.service';
import { messagesLink, offlineNoticeMail } from './offline-notice';

/** Only one notice per conversation and recipient within this many hours. */
const NOTICE_EVERY_HOURS = 1;

interface Recipient {
  conversation_id: number;
  recipient_id: number;
  email: string;
  default_lang: string;
  role: string;
}

/**
 * The delayed notice of an unread chat message: skipped when the message was read meanwhile or
 * the recipient was told about this conversation within the hour (recorded in the same
 * transaction, under a lock on the conversation, so two notices never pass the check together).
 */
@JobHandler('chat.offline-notice')
export class OfflineNoticeHandler implements HandlesJob<'chat.offline-notice'> {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    @Inject(Environment) private readonly environment: Environment,
  ) {}

  async handle({ messageId }: JobCatalogue['chat.offline-notice']): Promise<void> {
    const recipient = await this.em.transactional(async (em) => {
      const [row] = await em.getConnection().execute<Recipient[]>(
        `select c.id as conversation_id, r.id as recipient_id, r.email, r.default_lang, r.role
           from messages m join conversations c on c.id = m.conversation_id
           join users r on r.id = case when m.sender_id = c.client_id
                                       then c.specialist_id else c.client_id end
          where m.id = ? and m.read_at is null and r.blocked_at is null
          for update of c`,
        [messageId],
        'all',
        em.getTransactionContext(),
      );
      if (!row) return null;
      const inserted = await em.getConnection().execute<{ id: number }[]>(
        `insert into chat_offline_notices (conversation_id, recipient_id)
         select ?, ? where not exists (select 1 from chat_offline_notices n
           where n.conversation_id = ? and n.recipient_id = ?
             and n.sent_at > now() - make_interval(hours => ?))
         returning id`,
        [
          row.conversation_id,
          row.recipient_id,
          row.conversation_id,
          row.recipient_id,
          NOTICE_EVERY_HOURS,
        ],
        'all',
        em.getTransactionContext(),
      );
      return inserted.length > 0 ? row : null;
    });
    if (!recipient) return;
    const link = messagesLink(recipient.role, {
      clientWebUrl: this.environment.CLIENT_WEB_URL,
      consoleUrl: this.environment.CONSOLE_URL,
    });
    await this.mail.send(offlineNoticeMail(recipient.email, recipient.default_lang, link));
  }
}
