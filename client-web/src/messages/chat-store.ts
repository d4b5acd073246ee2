import { useSyncExternalStore } from 'react';
import {
  type ChatNotification,
  type ConversationView,
  type MessageView,
  type ReadReceipt,
  type UnreadCounts,
} from './chat-types';
import { type ChatPopup, popupsAfterMessage, withoutPopup } from './chat-rules';
import { fetchUnreadCounts } from './messages-api';

/**
 * The chat's shared state, outside React so that the menus (in the frame's chunk) read the unread
 * counts without loading the socket library: the socket connection (ChatRoot, its own chunk)
 * writes here, the pages and menus read.
 */
export type ConnectionStatus = 'off' | 'connecting' | 'online' | 'lost';

export interface ChatState {
  connection: ConnectionStatus;
  unread: UnreadCounts | null;
  popups: ChatPopup[];
  /** The conversation shown in the chat drawer, or null when it is closed. */
  drawerConversationId: number | null;
  /** Conversations shown in a chat panel right now (page or drawer). */
  openConversationIds: number[];
}

export interface ChatEvents {
  message: MessageView;
  read: ReadReceipt;
  conversation: ConversationView;
  notification: ChatNotification;
  /** The socket is back after a lost connection: what was missed is loaded again. */
  resync: null;
}

type EventListener<K extends keyof ChatEvents> = (payload: ChatEvents[K]) => void;

const INITIAL: ChatState = {
  connection: 'off',
  unread: null,
  popups: [],
  drawerConversationId: null,
  openConversationIds: [],
};

let state: ChatState = INITIAL;
const listeners = new Set<() => void>();
const eventListeners: { [K in keyof ChatEvents]: Set<EventListener<K>> } = {
  message: new Set(),
  read: new Set(),
  conversation: new Set(),
  notification: new Set(),
  resync: new Set(),
};

function setState(change: (current: ChatState) => ChatState): void {
  const next = change(state);
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

export const chatStore = {
  getState: (): ChatState => {
    return state;
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Back to nothing (logout, or a test's end). */
  reset: (): void => {
    setState(() => INITIAL);
  },
  setConnection: (connection: ConnectionStatus): void => {
    setState((current) =>
      current.connection === connection ? current : { ...current, connection },
    );
  },
  setUnread: (unread: UnreadCounts | null): void => {
    setState((current) => ({ ...current, unread }));
  },
  /** Loads the unread counts again; a failure (no chat for this user) shows no badge. */
  refreshUnread: async (): Promise<void> => {
    try {
      chatStore.setUnread(await fetchUnreadCounts());
    } catch {
      chatStore.setUnread(null);
    }
  },
  /** A message arrived live: popups, the unread count, then every listener. */
  receiveMessage: (message: MessageView, context: { selfUuid: string; pathname: string }): void => {
    setState((current) => {
      const incoming = message.sender.uuid !== context.selfUuid;
      const open = current.openConversationIds.includes(message.conversation_id);
      const unread =
        incoming && !open && current.unread !== null
          ? { ...current.unread, total_unread_messages: current.unread.total_unread_messages + 1 }
          : current.unread;
      const popups = popupsAfterMessage(current.popups, message, {
        ...context,
        openConversationIds: current.openConversationIds,
      });
      return { ...current, unread, popups };
    });
    chatStore.emit('message', message);
  },
  closePopup: (conversationId: number): void => {
    setState((current) => ({ ...current, popups: withoutPopup(current.popups, conversationId) }));
  },
  openDrawer: (conversationId: number): void => {
    setState((current) => ({
      ...current,
      drawerConversationId: conversationId,
      popups: withoutPopup(current.popups, conversationId),
    }));
  },
  closeDrawer: (): void => {
    setState((current) => ({ ...current, drawerConversationId: null }));
  },
  /** A chat panel shows the conversation until the returned function is called. */
  showConversation: (conversationId: number): (() => void) => {
    setState((current) => ({
      ...current,
      openConversationIds: [...current.openConversationIds, conversationId],
      popups: withoutPopup(current.popups, conversationId),
    }));
    return () =>
      setState((current) => {
        const index = current.openConversationIds.indexOf(conversationId);
        if (index === -1) return current;
        const openConversationIds = [...current.openConversationIds];
        openConversationIds.splice(index, 1);
        return { ...current, openConversationIds };
      });
  },
  on: <K extends keyof ChatEvents>(event: K, listener: EventListener<K>): (() => void) => {
    const set: Set<EventListener<K>> = eventListeners[event];
    set.add(listener);
    return () => set.delete(listener);
  },
  emit: <K extends keyof ChatEvents>(event: K, payload: ChatEvents[K]): void => {
    const set: Set<EventListener<K>> = eventListeners[event];
    for (const listener of [...set]) listener(payload);
  },
};

export function useChatState(): ChatState {
  return useSyncExternalStore(chatStore.subscribe, chatStore.getState);
}

/**
 * The signed-in user's unread messages (GET /api/messages/unread, kept current by the live
 * 'message' events and by reading): null while unknown or where the user has no chat. For menus
 * and sidebars: `total_unread_messages` for a messages badge, `clients_with_unread_messages` for a
 * specialist's count of clients waiting for an answer.
 */
export function useUnreadMessages(): UnreadCounts | null {
  return useSyncExternalStore(chatStore.subscribe, () => chatStore.getState().unread);
}
