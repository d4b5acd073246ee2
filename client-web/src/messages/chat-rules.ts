import {
  type ConversationView,
  type MessageView,
  type ParticipantView,
  type ReadReceipt,
} from './chat-types';

/** A chat popup lasts this long after its last message (client/specialist spec, section 9). */
export const CHAT_POPUP_MS = 5000;
/** A popup shows this many characters of the body, then an ellipsis. */
export const POPUP_BODY_MAX_CHARS = 50;
/** The chat panel's message area. */
export const CHAT_PANEL_BODY_PX = 500;
/** The chat drawer opened from a popup. */
export const CHAT_DRAWER_PX = 320;
/** A message is 1 to 10,000 characters once trimmed. */
export const MESSAGE_MAX_CHARS = 10_000;
/** Messages per page when loading a conversation. */
export const MESSAGE_PAGE_SIZE = 30;

/** The pages that show the messages themselves: no popups there. */
export const MESSAGES_PATHS: readonly string[] = [
  '/client/messages',
  '/clients/messages',
  '/therapist-premium/messages',
  '/messages',
  '/admin/messages/list',
];

export function isMessagesPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return MESSAGES_PATHS.includes(path);
}

/** The meeting room (/meeting/{id}): a page of its own, without the chat's popups or drawer. */
export function isMeetingRoomPath(pathname: string): boolean {
  return /^\/meeting(\/|$)/.test(pathname);
}

/** Pages where the chat shows no popups and no drawer: the messages screens and the meeting room. */
export function isChatQuietPath(pathname: string): boolean {
  return isMessagesPath(pathname) || isMeetingRoomPath(pathname);
}

/** The avatar's text: the first letters of the first two words of the name. */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase('sv') ?? '')
    .join('');
}

export function participantName(participant: ParticipantView): string {
  return [participant.first_name, participant.last_name].filter(Boolean).join(' ');
}

/** The body cut at `max` characters with an ellipsis (whole characters, never half an emoji). */
export function truncateBody(body: string, max = POPUP_BODY_MAX_CHARS): string {
  const characters = Array.from(body.replace(/\s+/g, ' ').trim());
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : characters.join('');
}

/** The message's text in the composer is sendable: 1..10,000 characters once trimmed. */
export function messageProblem(text: string): 'empty' | 'tooLong' | null {
  const length = Array.from(text.trim()).length;
  if (length === 0) return 'empty';
  return length > MESSAGE_MAX_CHARS ? 'tooLong' : null;
}

export interface ChatPopup {
  conversation_id: number;
  message_id: number;
  sender_name: string;
  /** Already cut to POPUP_BODY_MAX_CHARS. */
  body: string;
}

export interface PopupContext {
  /** The signed-in user: their own messages never pop up. */
  selfUuid: string;
  /** The current page's path: no popups on the messages screens. */
  pathname: string;
  /** The conversations open in a chat panel right now. */
  openConversationIds: readonly number[];
}

/**
 * The popups after a new message: one popup per conversation, whose body the newest message
 * replaces; none for the user's own messages, on the messages screens, in the meeting room or for
 * an open conversation.
 */
export function popupsAfterMessage(
  popups: readonly ChatPopup[],
  message: MessageView,
  context: PopupContext,
): ChatPopup[] {
  const suppressed =
    message.sender.uuid === context.selfUuid ||
    isChatQuietPath(context.pathname) ||
    context.openConversationIds.includes(message.conversation_id);
  if (suppressed) return [...popups];
  const popup: ChatPopup = {
    conversation_id: message.conversation_id,
    message_id: message.id,
    sender_name: participantName(message.sender),
    body: truncateBody(message.body),
  };
  const existing = popups.findIndex((item) => item.conversation_id === message.conversation_id);
  if (existing === -1) return [...popups, popup];
  return popups.map((item, index) => (index === existing ? popup : item));
}

/** Closes the conversation's popup (after its time, on close, or when its chat opens). */
export function withoutPopup(popups: readonly ChatPopup[], conversationId: number): ChatPopup[] {
  return popups.filter((popup) => popup.conversation_id !== conversationId);
}

/**
 * Messages of one conversation, oldest first and each once: an older page (by cursor), a live
 * message or the answer to one's own send may arrive in any order, and overlap.
 */
export function mergeMessages(
  current: readonly MessageView[],
  incoming: readonly MessageView[],
): MessageView[] {
  const byId = new Map<number, MessageView>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) {
    const known = byId.get(message.id);
    // A read receipt already applied is not undone by an older copy of the message.
    byId.set(message.id, known?.read_at && !message.read_at ? known : message);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Marks the messages the reader has now read (those sent to them, unread until now). */
export function applyReadReceipt(
  messages: readonly MessageView[],
  receipt: ReadReceipt,
): MessageView[] {
  return messages.map((message) =>
    message.conversation_id === receipt.conversation_id &&
    message.sender.uuid !== receipt.reader_uuid &&
    message.read_at === null &&
    Date.parse(message.created_at) <= Date.parse(receipt.read_at)
      ? { ...message, read_at: receipt.read_at }
      : message,
  );
}

/** The other side of the conversation, seen by the signed-in user. */
export function counterpart(conversation: ConversationView, selfUuid: string): ParticipantView {
  return conversation.client.uuid === selfUuid ? conversation.specialist : conversation.client;
}

/** The conversation list after a new message: its last message, unread count, first place. */
export function conversationsAfterMessage(
  conversations: readonly ConversationView[],
  message: MessageView,
  context: { selfUuid: string; openConversationId: number | null },
): ConversationView[] {
  const target = conversations.find((item) => item.id === message.conversation_id);
  if (target === undefined) return [...conversations];
  const last = target.last_message;
  if (last !== null && last.id >= message.id) return [...conversations];
  const unread =
    message.sender.uuid !== context.selfUuid && context.openConversationId !== target.id;
  const updated: ConversationView = {
    ...target,
    last_message: message,
    updated_at: message.created_at,
    unread_count: target.unread_count + (unread ? 1 : 0),
  };
  return [updated, ...conversations.filter((item) => item.id !== target.id)];
}

/** Replaces (or adds, first) a conversation the server announced. */
export function withConversation(
  conversations: readonly ConversationView[],
  conversation: ConversationView,
): ConversationView[] {
  const known = conversations.some((item) => item.id === conversation.id);
  return known
    ? conversations.map((item) => (item.id === conversation.id ? conversation : item))
    : [conversation, ...conversations];
}

/** Whether the signed-in user's role works on the specialist side of conversations. */
export function isSpecialistRole(role: string): boolean {
  return role !== 'client';
}
