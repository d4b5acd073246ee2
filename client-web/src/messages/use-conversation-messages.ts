import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '../learning/use-load';
import { type ConversationView, type MessageView } from './chat-types';
import { applyReadReceipt, counterpart, mergeMessages } from './chat-rules';
import { chatStore } from './chat-store';
import { fetchMessages, markChatAsRead, sendMessage } from './messages-api';

export interface ConversationMessages {
  messages: MessageView[];
  status: 'loading' | 'ready' | 'failed';
  /** Whether older messages remain to be loaded. */
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => Promise<void>;
  /** Sends; resolves with the sent message, rejects with the server's message (or null). */
  send: (text: string) => Promise<MessageView>;
  reload: () => void;
}

/**
 * One conversation's messages: the newest page, older pages by cursor, live messages and read
 * receipts from the socket, and what was missed after a lost connection. The messages sent to the
 * signed-in user are marked read while the conversation is shown.
 */
export function useConversationMessages(
  conversation: ConversationView,
  selfUuid: string,
): ConversationMessages {
  const conversationId = conversation.id;
  const otherUuid = counterpart(conversation, selfUuid).uuid;
  const [messages, setMessages] = useState<MessageView[]>([]);
  const [status, setStatus] = useState<ConversationMessages['status']>('loading');
  const [cursor, setCursor] = useState<number | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const markPending = useRef(false);

  const markRead = useCallback(() => {
    if (markPending.current) return;
    markPending.current = true;
    void markChatAsRead(selfUuid, otherUuid, conversationId)
      .then(() => chatStore.refreshUnread())
      .catch(() => undefined)
      .finally(() => {
        markPending.current = false;
      });
  }, [selfUuid, otherUuid, conversationId]);

  useEffect(() => chatStore.showConversation(conversationId), [conversationId]);

  useEffect(() => {
    let current = true;
    setStatus('loading');
    setMessages([]);
    fetchMessages(conversationId).then(
      (page) => {
        if (!current) return;
        setMessages(mergeMessages([], page.data));
        setCursor(page.next_cursor);
        setStatus('ready');
        markRead();
      },
      () => current && setStatus('failed'),
    );
    return () => {
      current = false;
    };
  }, [conversationId, attempt, markRead]);

  useEffect(() => {
    const offMessage = chatStore.on('message', (message) => {
      if (message.conversation_id !== conversationId) return;
      setMessages((current) => mergeMessages(current, [message]));
      if (message.sender.uuid !== selfUuid) markRead();
    });
    const offRead = chatStore.on('read', (receipt) => {
      if (receipt.conversation_id !== conversationId) return;
      setMessages((current) => applyReadReceipt(current, receipt));
    });
    // Back after a lost connection: the newest page again, merged with what is shown.
    const offResync = chatStore.on('resync', () => {
      void fetchMessages(conversationId).then(
        (page) => {
          setMessages((current) => mergeMessages(current, page.data));
          if (page.data.some((message) => message.sender.uuid !== selfUuid && !message.read_at))
            markRead();
        },
        () => undefined,
      );
    });
    return () => {
      offMessage();
      offRead();
      offResync();
    };
  }, [conversationId, selfUuid, markRead]);

  const loadOlder = useCallback(async () => {
    if (cursor === null || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await fetchMessages(conversationId, cursor);
      setMessages((current) => mergeMessages(current, page.data));
      setCursor(page.next_cursor);
    } catch {
      // The button stays; the user may try again.
    } finally {
      setLoadingOlder(false);
    }
  }, [conversationId, cursor, loadingOlder]);

  const send = useCallback(
    async (text: string) => {
      try {
        const sent = await sendMessage(conversationId, text.trim());
        setMessages((current) => mergeMessages(current, [sent]));
        return sent;
      } catch (error: unknown) {
        throw new SendFailed(failureMessage(error));
      }
    },
    [conversationId],
  );

  const reload = useCallback(() => setAttempt((value) => value + 1), []);

  return {
    messages,
    status,
    hasOlder: cursor !== null,
    loadingOlder,
    loadOlder,
    send,
    reload,
  };
}

/** A refused or failed send, with the server's message when it gave one. */
export class SendFailed extends Error {
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? 'The message could not be sent.');
  }
}
