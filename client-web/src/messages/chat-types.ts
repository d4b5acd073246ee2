/**
 * The chat API's views (the chat contract shared with backend/src/chat): JSON in snake_case,
 * times as ISO-8601 UTC strings.
 */
export interface ParticipantView {
  uuid: string;
  first_name: string;
  last_name: string;
  role: string;
}

export interface MessageView {
  id: number;
  conversation_id: number;
  sender: ParticipantView;
  body: string;
  created_at: string;
  read_at: string | null;
}

export type ConversationStatus = 'active' | 'paused';

export interface ConversationView {
  id: number;
  status: ConversationStatus;
  client: ParticipantView;
  specialist: ParticipantView;
  /** Messages to the caller not yet read. */
  unread_count: number;
  last_message: MessageView | null;
  updated_at: string;
}

export interface MessagePage {
  /** Oldest first within the page. */
  data: MessageView[];
  /** The id to pass as `before` for older messages; null when there are none. */
  next_cursor: number | null;
}

export interface UnreadCounts {
  total_unread_messages: number;
  clients_with_unread_messages: number;
}

export interface MessageTemplateView {
  id: number;
  title: string;
  body: string;
  created_at: string;
}

export interface ReadReceipt {
  conversation_id: number;
  reader_uuid: string;
  read_at: string;
}

/** The current user's latest unread message (GET /api/users/get-current-user-profile). */
export interface LatestUnreadMessage {
  conversation_id: number;
  sender: ParticipantView;
  created_at: string;
}

/** A notification pushed over the socket (backend/src/care-team/notification-view.ts). */
export interface ChatNotification {
  id: number;
  kind: 'risk_flag' | 'approval_needed';
  priority: 'high' | 'normal';
  client: { id: number; uuid: string; first_name: string; last_name: string };
  payload: Record<string, number>;
  created_at: string;
  acknowledged_at: string | null;
  acknowledged_by: string | null;
}
