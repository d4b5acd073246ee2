import { getQueueToken } from '@nestjs/bullmq';
import { type Queue } from 'bullmq';
import { ChatOfflineNotice } from 'src/chat/chat-offline-notice.entity';
import { QUEUE_NAMES } from 'src/jobs/queue-names';
import { type ChatPair, chatPair, conversationOf } from '../support/chat-fixtures';
import { chatSocket, connected } from '../support/chat-sockets';
import { type MailPlatform, startMailPlatform } from '../support/mail-platform';
import { UserFixtures } from '../support/user-fixtures';

/**
 * The offline notice: a message to someone with no open socket is mailed to them after the delay
 * (3 s here, 15 minutes by default), without its text, at most once per conversation and hour,
 * and not at all when it was read first or the recipient was connected.
 */
describe('Chat: the offline notice by mail', () => {
  let platform: MailPlatform;
  let fixtures: UserFixtures;
  let queue: Queue;
  let origin: string;

  const send = async (pair: ChatPair, conversationId: number, message: string) => {
    const response = await fixtures.as(pair.therapist, 'POST', '/api/messages', {
      payload: { conversation_id: conversationId, message },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>().id;
  };
  /** The message's notice job, once it has run (or null when none was queued). */
  const noticeJobDone = async (messageId: number): Promise<boolean> => {
    for (;;) {
      const job = await queue.getJob(`chat-offline-notice-${messageId}`);
      if (!job) return false;
      const state = await job.getState();
      if (state === 'completed') return true;
      if (state === 'failed') throw new Error(`Notice job failed: ${job.failedReason}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const mailsTo = async (address: string) =>
    (await platform.catcher.inbox()).filter((mail) =>
      mail.to.some((to) => to.address === address.toLowerCase()),
    );

  beforeAll(async () => {
    platform = await startMailPlatform({ CHAT_OFFLINE_NOTICE_DELAY_SECONDS: '3' });
    await platform.api.app.listen({ port: 0, host: '127.0.0.1' });
    const address = platform.api.app.getHttpServer().address();
    if (!address || typeof address !== 'object') throw new Error('not listening');
    origin = `http://127.0.0.1:${address.port}`;
    fixtures = new UserFixtures(platform.api);
    queue = platform.api.app.get<Queue>(getQueueToken(QUEUE_NAMES.mail));
  });

  afterAll(async () => {
    await fixtures.cleanUp();
    await platform.close();
  });

  it('mails an offline recipient once per conversation and hour, without the message', async () => {
    const pair = await chatPair(platform.api, fixtures, 'offline');
    const conversationId = await conversationOf(platform.api, pair);
    const first = await send(pair, conversationId, 'Hemligt innehåll om behandlingen');
    const mail = await platform.catcher.waitFor((caught) =>
      caught.to.some((to) => to.address === pair.client.email.toLowerCase()),
    );
    expect(mail.subject).toBe('Du har ett nytt meddelande på Sinnro');
    expect(mail.text).toContain('/client/messages');
    expect(mail.text).not.toContain('Hemligt');
    expect(mail.text).not.toContain('Tera');
    expect(await noticeJobDone(first)).toBe(true);

    const second = await send(pair, conversationId, 'Och en sak till');
    expect(await noticeJobDone(second)).toBe(true);
    expect(await mailsTo(pair.client.email)).toHaveLength(1);
    const notices = await platform.api.orm.em
      .fork()
      .count(ChatOfflineNotice, { conversation: conversationId });
    expect(notices).toBe(1);
  });

  it('mails nothing when the message was read before the delay ran out', async () => {
    const pair = await chatPair(platform.api, fixtures, 'offline-read');
    const conversationId = await conversationOf(platform.api, pair);
    const message = await send(pair, conversationId, 'Läs mig');
    await fixtures.as(
      pair.client,
      'GET',
      `/api/mark-chat-as-read-on-db/${pair.client.uuid}/${pair.therapist.uuid}/${conversationId}`,
    );
    expect(await noticeJobDone(message)).toBe(true);
    expect(await mailsTo(pair.client.email)).toHaveLength(0);
  });

  it('queues no notice for a recipient with an open socket', async () => {
    const pair = await chatPair(platform.api, fixtures, 'offline-online');
    const conversationId = await conversationOf(platform.api, pair);
    const socket = chatSocket(origin, await fixtures.token(pair.client));
    try {
      await connected(socket);
      const message = await send(pair, conversationId, 'Du är här');
      expect(await noticeJobDone(message)).toBe(false);
    } finally {
      socket.disconnect();
    }
  });
});
