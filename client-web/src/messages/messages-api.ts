import { apiRequest } from '../api/api-request';
import { currentLocale } from '../i18n/i18n';
import {
  type ConversationStatus,
  type ConversationView,
  type ChatNotification,
  type MessagePage,
  type MessageTemplateView,
  type MessageView,
  type UnreadCounts,
} from './chat-types';
import { MESSAGE_PAGE_SIZE } from './chat-rules';

/** GET /api/conversations: the caller's conversations, newest activity first. */
export function fetchConversations(): Promise<ConversationView[]> {
  return apiRequest<ConversationView[]>('/api/conversations');
}

/** POST /api/conversations: THE conversation with the client's therapist or coach. */
export function startConversation(participantUuid: string): Promise<ConversationView> {
  return apiRequest<ConversationView>('/api/conversations', {
    method: 'POST',
    body: { participant_uuid: participantUuid },
  });
}

/** PUT /api/conversations/{id}: pauses or reactivates (the specialist's side). */
export function setConversationStatus(
  id: number,
  status: ConversationStatus,
): Promise<ConversationView> {
  return apiRequest<ConversationView>(`/api/conversations/${id}`, {
    method: 'PUT',
    body: { status },
  });
}

/** A page of a conversation's messages, older than `before` when given. */
export function fetchMessages(conversationId: number, before?: number): Promise<MessagePage> {
  const query = new URLSearchParams({ limit: String(MESSAGE_PAGE_SIZE) });
  if (before !== undefined) query.set('before', String(before));
  return apiRequest<MessagePage>(`/api/conversations/${conversationId}/messages?${query}`);
}

export function sendMessage(conversationId: number, message: string): Promise<MessageView> {
  return apiRequest<MessageView>('/api/messages', {
    method: 'POST',
    body: { conversation_id: conversationId, message },
  });
}

/** Marks the messages `from` sent to `to` (the caller) in the conversation as read. */
export function markChatAsRead(to: string, from: string, conversationId: number) {
  return apiRequest<{ read: number }>(
    `/api/mark-chat-as-read-on-db/${encodeURIComponent(to)}/${encodeURIComponent(from)}/${conversationId}`,
  );
}

export function fetchUnreadCounts(): Promise<UnreadCounts> {
  return apiRequest<UnreadCounts>('/api/messages/unread');
}

export function fetchTemplates(): Promise<MessageTemplateView[]> {
  return apiRequest<MessageTemplateView[]>('/api/message-templates');
}

export function addTemplate(title: string, body: string): Promise<MessageTemplateView> {
  return apiRequest<MessageTemplateView>('/api/message-templates', {
    method: 'POST',
    body: { title, body },
  });
}

/** The specialist's notifications (pages waiting for approval among them). */
export function fetchNotifications(): Promise<ChatNotification[]> {
  return apiRequest<ChatNotification[]>('/api/notifications');
}

export function acknowledgeNotification(id: number): Promise<ChatNotification> {
  return apiRequest<ChatNotification>(`/api/notifications/${id}/acknowledge`, { method: 'POST' });
}

/** Approves the page waiting in the client's module instance. */
export function approvePage(clientUuid: string, moduleInstanceId: number, pageId: number) {
  return apiRequest<unknown>(`/api/users/${encodeURIComponent(clientUuid)}/therapist-action`, {
    method: 'POST',
    body: { action: 'approve', module_instance_id: moduleInstanceId, page_id: pageId },
  });
}

/** One of the specialist's clients (GET api/clients/{locale}, a compact list for pickers). */
export interface ClientOption {
  id: number;
  uuid: string;
  name: string;
  email: string;
  passive: boolean;
}

export function fetchClientOptions(): Promise<ClientOption[]> {
  return apiRequest<ClientOption[]>(`/api/clients/${currentLocale()}`);
}
