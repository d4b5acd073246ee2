import { RequestContext } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bullmq';
import { type Queue } from 'bullmq';
import { QUEUE_NAMES } from 'src/jobs/queue-names';
import { MailService } from 'src/mail/mail.service';
import { OutgoingMail } from 'src/mail/outgoing-mail.entity';
import { type MailCatcher } from '../support/mail-catcher';
import { type MailPlatform, startMailPlatform } from '../support/mail-platform';
import { type TestApp } from '../support/test-app';

describe('the mail queue', () => {
  let platform: MailPlatform;
  let catcher: MailCatcher;
  let api: TestApp;

  beforeAll(async () => {
    platform = await startMailPlatform();
    ({ catcher, api } = platform);
  });
  afterAll(() => platform.close());

  it('stores the mail, queues only its id, and the worker delivers it over SMTP once', async () => {
    // As in a request: the service works inside a request context (its own identity map).
    const mailId = await RequestContext.create(api.orm.em, () =>
      api.app.get(MailService).send({
        to: 'Klara@Example.com',
        subject: 'Välkommen till Sinnro',
        text: 'Hej Klara!',
      }),
    );

    const queue = api.app.get<Queue>(getQueueToken(QUEUE_NAMES.mail));
    const job = await queue.getJob(mailId);
    expect(job?.data).toEqual({ mailId });

    const delivered = await catcher.waitFor((mail) => mail.subject === 'Välkommen till Sinnro');
    expect(delivered.to).toEqual([expect.objectContaining({ address: 'klara@example.com' })]);
    expect(delivered.text?.trim()).toBe('Hej Klara!');

    const row = await waitForSent(mailId);
    expect(row).toMatchObject({ attempts: 1, lastError: null });

    // Queueing the same mail again is a no-op: it is neither sent twice nor counted twice.
    await api.app.get(MailService).enqueue(mailId);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const copies = (await catcher.inbox()).filter(
      (mail) => mail.subject === 'Välkommen till Sinnro',
    );
    expect(copies).toHaveLength(1);
  });

  async function waitForSent(mailId: string): Promise<OutgoingMail> {
    for (let attempt = 0; attempt < 100; attempt++) {
      const row = await api.orm.em.fork().findOne(OutgoingMail, { id: mailId });
      if (row?.sentAt) return row;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The mail was not marked as sent');
  }
});
