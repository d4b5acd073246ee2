import { type EntityManager } from '@mikro-orm/postgresql';
import { type ConversationStatus } from './conversation.entity';
import {
  type AdminConversationView,
  type ConversationView,
  type LatestUnreadMessage,
  type MessageView,
  type ParticipantView,
  type UnreadCounts,
} from './chat-views';

const participant = (alias: string) =>
  `json_build_object('uuid', ${alias}.uuid, 'first_name', ${alias}.first_name, ` +
  `'last_name', ${alias}.last_name, 'role', ${alias}.role)`;

/**
 * Whether the conversation's two people are still client and specialist: an active therapist
 * assignment, or the client's health coach. Over `c` (conversations) and `cu` (its client).
 */
export const PARTNERS_ACTIVE = `(exists (select 1 from therapist_assignments ta
    where ta.client_id = c.client_id and ta.therapist_id = c.specialist_id and ta.ended_at is null)
  or cu.health_coach_id = c.specialist_id)`;

/** A conversation's facts for access checks. */
export interface ConversationFacts {
  id: number;
  status: ConversationStatus;
  client_id: number;
  client_uuid: string;
  specialist_id: number;
  specialist_uuid: string;
  partners_active: boolean;
}

export async function conversationFacts(
  em: EntityManager,
  id: number,
): Promise<ConversationFacts | null> {
  const [row] = await em.getConnection().execute<ConversationFacts[]>(
    `select c.id, c.status, c.client_id, cu.uuid as client_uuid, c.specialist_id,
            su.uuid as specialist_uuid, ${PARTNERS_ACTIVE} as partners_active
       from conversations c join users cu on cu.id = c.client_id
       join users su on su.id = c.specialist_id
      where c.id = ?`,
    [id],
  );
  return row ?? null;
}

/** Whether the user is this conversation's client, or its specialist while still theirs. */
export function isParticipant(facts: ConversationFacts, userId: number): boolean {
  return facts.client_id === userId || (facts.specialist_id === userId && facts.partners_active);
}

interface MessageRow {
  id: number;
  conversation_id: number;
  body: string;
  created_at: string | Date;
  read_at: string | Date | null;
  sender: ParticipantView;
}

export function messageView(row: MessageRow): MessageView {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sender: row.sender,
    body: row.body,
    created_at: new Date(row.created_at),
    read_at: row.read_at === null ? null : new Date(row.read_at),
  };
}

const MESSAGE_COLUMNS = `m.id, m.conversation_id, m.body, m.created_at, m.read_at,
  ${participant('mu')} as sender`;

/** One message by id. */
export async function messageById(em: EntityManager, id: number): Promise<MessageView | null> {
  const [row] = await em.getConnection().execute<MessageRow[]>(
    `select ${MESSAGE_COLUMNS} from messages m join users mu on mu.id = m.sender_id
      where m.id = ?`,
    [id],
  );
  return row ? messageView(row) : null;
}

/** Up to `limit` messages before the cursor, newest first (one extra tells whether more exist). */
export async function messagesBefore(
  em: EntityManager,
  conversationId: number,
  before: number | null,
  limit: number,
): Promise<MessageView[]> {
  const rows = await em.getConnection().execute<MessageRow[]>(
    `select ${MESSAGE_COLUMNS} from messages m join users mu on mu.id = m.sender_id
      where m.conversation_id = ? and (?::int is null or m.id < ?::int)
      order by m.id desc limit ?`,
    [conversationId, before, before, limit],
  );
  return rows.map(messageView);
}

interface ConversationRow {
  id: number;
  status: ConversationStatus;
  updated_at: string | Date;
  client: ParticipantView;
  specialist: ParticipantView;
  unread_count: number;
  last_message: MessageRow | null;
}

function conversationView(row: ConversationRow): ConversationView {
  return {
    id: row.id,
    status: row.status,
    client: row.client,
    specialist: row.specialist,
    unread_count: row.unread_count,
    last_message: row.last_message ? messageView(row.last_message) : null,
    updated_at: new Date(row.updated_at),
  };
}

/** Conversations as `viewerId` sees them (unread = to the viewer), filtered by `where`. */
async function conversationViews(
  em: EntityManager,
  viewerId: number,
  where: string,
  values: unknown[],
): Promise<ConversationView[]> {
  const rows = await em.getConnection().execute<ConversationRow[]>(
    `select c.id, c.status, c.updated_at, ${participant('cu')} as client,
            ${participant('su')} as specialist,
            (select count(*) from messages m
              where m.conversation_id = c.id and m.sender_id <> ? and m.read_at is null)::int
              as unread_count,
            (select json_build_object('id', m.id, 'conversation_id', m.conversation_id,
                    'body', m.body, 'created_at', m.created_at, 'read_at', m.read_at,
                    'sender', ${participant('mu')})
               from messages m join users mu on mu.id = m.sender_id
              where m.conversation_id = c.id order by m.id desc limit 1) as last_message
       from conversations c join users cu on cu.id = c.client_id
       join users su on su.id = c.specialist_id
      where ${where}
      order by c.updated_at desc, c.id desc`,
    [viewerId, ...values],
  );
  return rows.map(conversationView);
}

/**
 * The conversations a user sees: as the client, or as the specialist while the client is theirs.
 * Over `c` and `cu`; binds the user's id twice.
 */
const SEEN_BY = `(c.client_id = ? or (c.specialist_id = ? and ${PARTNERS_ACTIVE}))`;

/** The user's conversations: as the client, or as the specialist while the client is theirs. */
export function conversationsOf(em: EntityManager, userId: number): Promise<ConversationView[]> {
  return conversationViews(em, userId, SEEN_BY, [userId, userId]);
}

/**
 * Messages to the user not yet read, and from how many clients they come, in the conversations
 * conversationsOf answers (the chat's badge and the health coach's dashboard).
 */
export async function unreadCounts(em: EntityManager, userId: number): Promise<UnreadCounts> {
  const [row] = await em.getConnection().execute<UnreadCounts[]>(
    `select count(*)::int as total_unread_messages,
            count(distinct c.client_id)::int as clients_with_unread_messages
       from messages m join conversations c on c.id = m.conversation_id
       join users cu on cu.id = c.client_id
      where m.sender_id <> ? and m.read_at is null and ${SEEN_BY}`,
    [userId, userId, userId],
  );
  return row ?? { total_unread_messages: 0, clients_with_unread_messages: 0 };
}

/** One conversation as `viewerId` sees it. */
export async function conversationFor(
  em: EntityManager,
  conversationId: number,
  viewerId: number,
): Promise<ConversationView | null> {
  const [view] = await conversationViews(em, viewerId, 'c.id = ?', [conversationId]);
  return view ?? null;
}

/** The ids of the user's conversations (the socket's rooms). */
export async function conversationIdsOf(em: EntityManager, userId: number): Promise<number[]> {
  const rows = await em.getConnection().execute<{ id: number }[]>(
    `select c.id from conversations c join users cu on cu.id = c.client_id
      where c.client_id = ? or (c.specialist_id = ? and ${PARTNERS_ACTIVE})`,
    [userId, userId],
  );
  return rows.map((row) => row.id);
}

/** The newest message to the user, not yet read, in one of their conversations. */
export async function latestUnreadMessage(
  em: EntityManager,
  userId: number,
): Promise<LatestUnreadMessage | null> {
  const [row] = await em
    .getConnection()
    .execute<{ conversation_id: number; created_at: string | Date; sender: ParticipantView }[]>(
      `select m.conversation_id, m.created_at, ${participant('mu')} as sender
       from messages m join conversations c on c.id = m.conversation_id
       join users cu on cu.id = c.client_id join users mu on mu.id = m.sender_id
      where m.sender_id <> ? and m.read_at is null
        and (c.client_id = ? or (c.specialist_id = ? and ${PARTNERS_ACTIVE}))
      order by m.id desc limit 1`,
      [userId, userId, userId],
    );
  return row
    ? {
        conversation_id: row.conversation_id,
        sender: row.sender,
        created_at: new Date(row.created_at),
      }
    : null;
}

interface AdminConversationRow {
  id: number;
  status: ConversationStatus;
  client_uuid: string;
  specialist_uuid: string;
  client: ParticipantView;
  specialist: ParticipantView;
  message_count: number;
  unread_count: number;
  last_message_at: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
}

export const ADMIN_CONVERSATION_SORTS = {
  id: 'c.id',
  updated_at: 'c.updated_at',
  created_at: 'c.created_at',
  last_message_at: 'c.last_message_at',
  status: 'c.status',
  client_uuid: 'cu.uuid',
  specialist_uuid: 'su.uuid',
  message_count: 'message_count',
  unread_count: 'unread_count',
} as const;

export type AdminConversationSort = keyof typeof ADMIN_CONVERSATION_SORTS;

export interface AdminConversationFilter {
  ids?: number[];
  status?: ConversationStatus;
  clientUuid?: string;
  specialistUuid?: string;
  /** Part of either person's name or e-mail. */
  q?: string;
}

/** The console's page of conversations (every conversation; no message content). */
export async function adminConversations(
  em: EntityManager,
  filter: AdminConversationFilter,
  page: { offset: number; limit: number; sort: AdminConversationSort; order: 'ASC' | 'DESC' },
): Promise<{ rows: AdminConversationView[]; total: number }> {
  const conditions: string[] = ['true'];
  const values: unknown[] = [];
  if (filter.ids) {
    // A PostgreSQL array literal: knex would spread a JavaScript array into separate values.
    conditions.push('c.id = any(?::int[])');
    values.push(`{${filter.ids.filter(Number.isSafeInteger).join(',')}}`);
  }
  if (filter.status) {
    conditions.push('c.status = ?');
    values.push(filter.status);
  }
  if (filter.clientUuid) {
    conditions.push('cu.uuid = ?::uuid');
    values.push(filter.clientUuid);
  }
  if (filter.specialistUuid) {
    conditions.push('su.uuid = ?::uuid');
    values.push(filter.specialistUuid);
  }
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(
      `(cu.first_name || ' ' || cu.last_name ilike ? or cu.email ilike ?
        or su.first_name || ' ' || su.last_name ilike ? or su.email ilike ?)`,
    );
    values.push(like, like, like, like);
  }
  const direction = page.order === 'ASC' ? 'asc' : 'desc';
  const from = `from conversations c join users cu on cu.id = c.client_id
       join users su on su.id = c.specialist_id
      where ${conditions.join(' and ')}`;
  const [counted] = await em
    .getConnection()
    .execute<{ total: number }[]>(`select count(*)::int as total ${from}`, values);
  const rows = await em.getConnection().execute<AdminConversationRow[]>(
    `select c.id, c.status, cu.uuid as client_uuid, su.uuid as specialist_uuid,
            ${participant('cu')} as client, ${participant('su')} as specialist,
            (select count(*) from messages m where m.conversation_id = c.id)::int as message_count,
            (select count(*) from messages m
              where m.conversation_id = c.id and m.read_at is null)::int as unread_count,
            c.last_message_at, c.created_at, c.updated_at
       ${from}
      order by ${ADMIN_CONVERSATION_SORTS[page.sort]} ${direction} nulls last, c.id ${direction}
      offset ? limit ?`,
    [...values, page.offset, page.limit],
  );
  return {
    total: counted?.total ?? 0,
    rows: rows.map((row) => ({
      ...row,
      last_message_at: row.last_message_at === null ? null : new Date(row.last_message_at),
      created_at: new Date(row.created_at),
      updated_at: new Date(row.updated_at),
    })),
  };
}
