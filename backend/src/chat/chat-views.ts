import { type ConversationStatus } from './conversation.entity';

/** A person in a conversation, as the chat shows them. */
export interface ParticipantView {
  uuid: string;
  first_name: string;
  last_name: string;
  role: string;
}

/** One message (text only). */
export interface MessageView {
  id: number;
  conversation_id: number;
  sender: ParticipantView;
  body: string;
  created_at: Date;
  read_at: Date | null;
}

/** A conversation as one of its participants sees it. */
export interface ConversationView {
  id: number;
  status: ConversationStatus;
  client: ParticipantView;
  specialist: ParticipantView;
  /** Messages to the caller not yet read. */
  unread_count: number;
  last_message: MessageView | null;
  updated_at: Date;
}

/** A page of a conversation's messages, oldest first; `next_cursor` is the `before` of older ones. */
export interface MessagePage {
  data: MessageView[];
  next_cursor: number | null;
}

/** The caller's unread messages, and how many clients they come from. */
export interface UnreadCounts {
  total_unread_messages: number;
  clients_with_unread_messages: number;
}

/** What marking a conversation's messages read changed. */
export interface MarkReadAnswer {
  read: number;
}

/** A specialist's own message template. */
export interface MessageTemplateView {
  id: number;
  title: string;
  body: string;
  created_at: Date;
}

/** The newest message to the user not yet read (GET /api/users/get-current-user-profile). */
export interface LatestUnreadMessage {
  conversation_id: number;
  sender: ParticipantView;
  created_at: Date;
}

/** A conversation in the console's /admin/messages/list: no message content. */
export interface AdminConversationView {
  id: number;
  status: ConversationStatus;
  /** The participants' uuids as plain fields: react-admin's references and sorts need scalars. */
  client_uuid: string;
  specialist_uuid: string;
  client: ParticipantView;
  specialist: ParticipantView;
  message_count: number;
  /** Messages not yet read by their recipient. */
  unread_count: number;
  last_message_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** Pushed over the socket when messages are read. */
export interface ReadReceipt {
  conversation_id: number;
  reader_uuid: string;
  read_at: Date;
}
