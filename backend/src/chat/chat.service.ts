import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { type Role } from '@sinnro/access';
import { type CallerAccess } from 'src/access/caller-access';
import { AccessLogService } from 'src/access-log/access-log.service';
import { ApiException } from 'src/common/errors/api-exception';
import { Environment } from 'src/config/environment';
import { JobProducer } from 'src/jobs/job-producer';
import { assertNotBlocked } from 'src/specialists/client-block';
import { User } from 'src/users/user.entity';
import { ChatEvents } from './chat-events';
import { MESSAGE_MAX_LENGTH } from './chat-message.entity';
import {
  conversationFacts,
  type ConversationFacts,
  conversationFor,
  conversationsOf,
  isParticipant,
  messagesBefore,
  unreadCounts,
} from './chat-queries';
import {
  type ConversationView,
  type MarkReadAnswer,
  type MessagePage,
  type MessageTemplateView,
  type MessageView,
  type UnreadCounts,
} from './chat-views';
import { Conversation, type ConversationStatus } from './conversation.entity';
import { MessageTemplate } from './message-template.entity';

/** Roles that keep message templates: the specialists. */
const SPECIALIST_ROLES: readonly Role[] = ['therapist-premium', 'clinic-therapist', 'hc'];

/** Whether the caller reads every conversation (`chat.read.[*]`: admin, hc). */
export function readsAllChats(caller: CallerAccess): boolean {
  return caller.grants.includes('chat.read.[*]');
}

/**
 * Conversations and messages between a client and their specialist (the assigned therapist, or
 * the health coach). Only the two participants see a conversation; `chat.read.[*]` reads any,
 * access-logged. A company membership (`chat.read.[company]`) opens nobody's conversation.
 */
@Injectable()
export class ChatService {
  private readonly logger = new Logger(ChatService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly accessLog: AccessLogService,
    private readonly events: ChatEvents,
    private readonly jobs: JobProducer,
    @Inject(Environment) private readonly environment: Environment,
  ) {}

  /** The caller's conversations; the last messages shown of other clients are access-logged. */
  async list(caller: CallerAccess): Promise<ConversationView[]> {
    const views = await conversationsOf(this.em, caller.userId);
    const read = views.filter(
      (view) => view.last_message !== null && view.client.uuid !== caller.userUuid,
    );
    if (read.length > 0) {
      await this.em.getConnection().execute(
        `insert into access_log (actor_uuid, acting_as_uuid, client_uuid, action, resource,
                                 resource_id, request_id)
         select ?::uuid, ?::uuid, r.client_uuid, 'read', 'chat.conversations', r.id, ?
           from jsonb_to_recordset(?::jsonb) as r(client_uuid uuid, id text)`,
        [
          caller.actorUuid,
          caller.impersonatorUuid ? caller.userUuid : null,
          caller.requestId,
          JSON.stringify(
            read.map((view) => ({ client_uuid: view.client.uuid, id: String(view.id) })),
          ),
        ],
      );
    }
    return views;
  }

  /**
   * THE conversation of the caller and the other person, when one of them is the other's client
   * (active therapist assignment, or health coach); created when missing. Anyone else: 404.
   */
  async open(
    caller: CallerAccess,
    participantUuid: string,
  ): Promise<{ created: boolean; view: ConversationView }> {
    const other = await this.em.findOne(User, { uuid: participantUuid }, { fields: ['id'] });
    if (!other || other.id === caller.userId) throw ApiException.notFound();
    const pair =
      (await this.partners(other.id, caller.userId)) ??
      (await this.partners(caller.userId, other.id));
    if (!pair) throw ApiException.notFound();
    const inserted = await this.em.getConnection().execute<{ id: number }[]>(
      `insert into conversations (client_id, specialist_id) values (?, ?)
       on conflict (client_id, specialist_id) do nothing returning id`,
      [pair.clientId, pair.specialistId],
    );
    const created = inserted.length > 0;
    const existing = created
      ? inserted[0]
      : await this.em.findOneOrFail(
          Conversation,
          { client: pair.clientId, specialist: pair.specialistId },
          { fields: ['id'] },
        );
    const id = existing?.id ?? 0;
    if (created) this.events.publish({ type: 'conversation', conversationId: id });
    return { created, view: await this.viewFor(id, caller.userId) };
  }

  /** Pauses or reactivates the conversation: its specialist only (its client: 403; others 404). */
  async setStatus(
    caller: CallerAccess,
    id: number,
    status: ConversationStatus,
  ): Promise<ConversationView> {
    const facts = await conversationFacts(this.em, id);
    if (!facts || !isParticipant(facts, caller.userId)) throw ApiException.notFound();
    if (facts.specialist_id !== caller.userId) throw ApiException.forbidden('chat.specialistOnly');
    if (facts.status !== status) {
      await this.em.nativeUpdate(Conversation, { id }, { status, updatedAt: new Date() });
      this.events.publish({ type: 'conversation', conversationId: id });
    }
    return this.viewFor(id, caller.userId);
  }

  /** A page of messages, oldest first within it; participants and `chat.read.[*]` only. */
  async messages(
    caller: CallerAccess,
    id: number,
    page: { before?: number; limit: number },
  ): Promise<MessagePage> {
    const facts = await this.readable(caller, id);
    const rows = await messagesBefore(this.em, id, page.before ?? null, page.limit + 1);
    const more = rows.length > page.limit;
    const data = rows.slice(0, page.limit).reverse();
    await this.accessLog.record(caller, {
      clientUuid: facts.client_uuid,
      action: 'read',
      resource: 'chat.messages',
      resourceId: String(id),
    });
    return { data, next_cursor: more && data[0] ? data[0].id : null };
  }

  /** A text message from one participant to the other; the client's is refused while paused. */
  async send(caller: CallerAccess, conversationId: number, text: string): Promise<MessageView> {
    const body = text.trim();
    if (body.length === 0) {
      throw ApiException.badRequest('chat.messageEmpty', {
        message: [{ key: 'chat.messageEmpty' }],
      });
    }
    if (body.length > MESSAGE_MAX_LENGTH) {
      throw ApiException.badRequest('chat.messageTooLong', {
        message: [{ key: 'chat.messageTooLong' }],
      });
    }
    const facts = await conversationFacts(this.em, conversationId);
    // Sending needs the relation now: a former therapist's conversation is read-only.
    if (!facts?.partners_active || !isParticipant(facts, caller.userId)) {
      throw ApiException.notFound();
    }
    if (facts.status === 'paused' && facts.client_id === caller.userId) {
      throw ApiException.conflict('chat.paused');
    }
    // A client whose specialist blocked their treatment writes nothing until it is lifted.
    if (facts.client_id === caller.userId) await assertNotBlocked(this.em, caller.userId);
    // One statement: the message, the conversation's activity and the access-log row (a
    // request here is on the chat's hot path: every round trip adds to the delivery time).
    // PostgreSQL runs every data-modifying part of a WITH once, used by the answer or not.
    const [row] = await this.em.getConnection().execute<{ id: number; created_at: Date }[]>(
      `with message as (
         insert into messages (conversation_id, sender_id, body) values (?, ?, ?)
         returning id, created_at),
       touched as (
         update conversations set updated_at = m.created_at, last_message_at = m.created_at
           from message m where conversations.id = ? returning conversations.id),
       logged as (
         insert into access_log (actor_uuid, acting_as_uuid, client_uuid, action, resource,
                                 resource_id, request_id)
         select ?::uuid, ?::uuid, ?::uuid, 'create', 'chat.message', m.id::text, ?
           from message m returning id)
       select m.id, m.created_at from message m`,
      [
        conversationId,
        caller.userId,
        body,
        conversationId,
        caller.actorUuid,
        caller.impersonatorUuid ? caller.userUuid : null,
        facts.client_uuid,
        caller.requestId,
      ],
    );
    if (!row) throw ApiException.notFound();
    const sender = caller.user;
    const view: MessageView = {
      id: row.id,
      conversation_id: conversationId,
      sender: {
        uuid: sender.uuid,
        first_name: sender.firstName,
        last_name: sender.lastName,
        role: sender.role,
      },
      body,
      created_at: new Date(row.created_at),
      read_at: null,
    };
    this.events.publish({ type: 'message', messageId: view.id, conversationId }, view);
    const recipientUuid =
      facts.client_id === caller.userId ? facts.specialist_uuid : facts.client_uuid;
    await this.queueOfflineNotice(view.id, recipientUuid);
    return view;
  }

  /**
   * Marks read the messages of conversation `id` that `fromUuid` sent to `toUuid` (the caller).
   * Anyone else's messages, or a conversation not the caller's: 404.
   */
  async markRead(
    caller: CallerAccess,
    toUuid: string,
    fromUuid: string,
    id: number,
  ): Promise<MarkReadAnswer> {
    if (toUuid.toLowerCase() !== caller.userUuid) throw ApiException.notFound();
    const facts = await conversationFacts(this.em, id);
    if (!facts || !isParticipant(facts, caller.userId)) throw ApiException.notFound();
    const other = facts.client_id === caller.userId ? facts.specialist_uuid : facts.client_uuid;
    if (fromUuid.toLowerCase() !== other) throw ApiException.notFound();
    const readAt = new Date();
    const updated = await this.em.getConnection().execute<{ id: number }[]>(
      `update messages m set read_at = ? from users u
        where m.conversation_id = ? and m.sender_id = u.id and u.uuid = ?::uuid
          and m.read_at is null
        returning m.id`,
      [readAt, id, other],
    );
    if (updated.length > 0) {
      this.events.publish({
        type: 'read',
        conversationId: id,
        readerUuid: caller.userUuid,
        readAt: readAt.toISOString(),
      });
    }
    return { read: updated.length };
  }

  /** Messages to the caller not yet read, and from how many clients they come. */
  unread(caller: CallerAccess): Promise<UnreadCounts> {
    return unreadCounts(this.em, caller.userId);
  }

  async templates(caller: CallerAccess): Promise<MessageTemplateView[]> {
    this.assertSpecialist(caller);
    const rows = await this.em.find(
      MessageTemplate,
      { owner: caller.userId },
      { orderBy: { title: 'asc', id: 'asc' } },
    );
    return rows.map(templateView);
  }

  async addTemplate(
    caller: CallerAccess,
    template: { title: string; body: string },
  ): Promise<MessageTemplateView> {
    this.assertSpecialist(caller);
    const title = template.title.trim();
    const body = template.body.trim();
    const errors = {
      ...(title ? {} : { title: [{ key: 'chat.templateTitleRequired' as const }] }),
      ...(body ? {} : { body: [{ key: 'chat.templateBodyRequired' as const }] }),
    };
    if (Object.keys(errors).length > 0) throw ApiException.invalidData(errors);
    const row = this.em.create(MessageTemplate, {
      owner: this.em.getReference(User, caller.userId),
      title,
      body,
    });
    await this.em.flush();
    return templateView(row);
  }

  /** The conversation's facts when the caller may read it (participant or `chat.read.[*]`). */
  async readable(caller: CallerAccess, id: number): Promise<ConversationFacts> {
    const facts = await conversationFacts(this.em, id);
    if (!facts) throw ApiException.notFound();
    if (!isParticipant(facts, caller.userId) && !readsAllChats(caller)) {
      throw ApiException.notFound();
    }
    return facts;
  }

  private assertSpecialist(caller: CallerAccess): void {
    if (!SPECIALIST_ROLES.includes(caller.user.role)) {
      throw ApiException.forbidden('chat.templatesSpecialistOnly');
    }
  }

  private async viewFor(id: number, viewerId: number): Promise<ConversationView> {
    const view = await conversationFor(this.em, id, viewerId);
    if (!view) throw ApiException.notFound();
    return view;
  }

  /** Client and specialist ids when `specialistId` is `clientId`'s therapist or health coach. */
  private async partners(
    clientId: number,
    specialistId: number,
  ): Promise<{ clientId: number; specialistId: number } | null> {
    const [row] = await this.em.getConnection().execute<{ ok: boolean }[]>(
      `select (exists (select 1 from therapist_assignments ta where ta.client_id = ?
                 and ta.therapist_id = ? and ta.ended_at is null)
               or exists (select 1 from users u where u.id = ? and u.health_coach_id = ?)) as ok`,
      [clientId, specialistId, clientId, specialistId],
    );
    return row?.ok ? { clientId, specialistId } : null;
  }

  /**
   * A recipient with no open socket gets a mail after the delay unless they read the message
   * first (the job checks that, and the once-per-hour rule). Failing to queue it never fails the
   * message.
   */
  private async queueOfflineNotice(messageId: number, recipientUuid: string): Promise<void> {
    if (await this.events.isOnline(recipientUuid)) return;
    await this.jobs
      .add(
        'chat.offline-notice',
        { messageId },
        {
          jobId: `chat-offline-notice-${messageId}`,
          delay: this.environment.CHAT_OFFLINE_NOTICE_DELAY_SECONDS * 1000,
        },
      )
      .catch((error: unknown) =>
        this.logger.warn(
          `Offline notice not queued: ${error instanceof Error ? error.message : 'error'}`,
        ),
      );
  }
}

function templateView(row: MessageTemplate): MessageTemplateView {
  return { id: row.id, title: row.title, body: row.body, created_at: row.createdAt };
}
