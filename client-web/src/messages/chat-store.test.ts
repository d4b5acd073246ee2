import { afterEach, describe, expect, it } from 'vitest';
import { type MessageView } from './chat-types';
import { chatStore } from './chat-store';

function message(id: number, conversationId = 7, senderUuid = 't1'): MessageView {
  return {
    id,
    conversation_id: conversationId,
    sender: { uuid: senderUuid, first_name: 'Petra', last_name: 'Berg', role: 'therapist-premium' },
    body: `Meddelande ${id}`,
    created_at: '2026-11-24T08:00:00.000Z',
    read_at: null,
  };
}

const onDashboard = { selfUuid: 'c1', pathname: '/client/dashboard' };

describe('chat store', () => {
  afterEach(() => chatStore.reset());

  it('counts a new message unread and pops it up, once per conversation', () => {
    chatStore.setUnread({ total_unread_messages: 2, clients_with_unread_messages: 1 });
    const heard: number[] = [];
    const off = chatStore.on('message', (received) => heard.push(received.id));
    chatStore.receiveMessage(message(1), onDashboard);
    chatStore.receiveMessage(message(2), onDashboard);
    off();
    const state = chatStore.getState();
    expect(state.unread?.total_unread_messages).toBe(4);
    expect(state.popups).toHaveLength(1);
    expect(state.popups[0]).toMatchObject({ message_id: 2, body: 'Meddelande 2' });
    expect(heard).toEqual([1, 2]);
  });

  it('neither counts nor pops up a conversation that is open, nor one’s own message', () => {
    chatStore.setUnread({ total_unread_messages: 0, clients_with_unread_messages: 0 });
    const close = chatStore.showConversation(7);
    chatStore.receiveMessage(message(1), onDashboard);
    chatStore.receiveMessage(message(2, 8, 'c1'), onDashboard);
    expect(chatStore.getState()).toMatchObject({
      unread: { total_unread_messages: 0 },
      popups: [],
      openConversationIds: [7],
    });
    close();
    expect(chatStore.getState().openConversationIds).toEqual([]);
  });

  it('closes a popup when its chat opens in the drawer', () => {
    chatStore.receiveMessage(message(1), onDashboard);
    chatStore.receiveMessage(message(2, 8), onDashboard);
    chatStore.openDrawer(7);
    expect(chatStore.getState().drawerConversationId).toBe(7);
    expect(chatStore.getState().popups.map((popup) => popup.conversation_id)).toEqual([8]);
    chatStore.closePopup(8);
    expect(chatStore.getState().popups).toEqual([]);
  });
});
