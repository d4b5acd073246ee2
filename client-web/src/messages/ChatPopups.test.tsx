import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MessageView } from './chat-types';
import { ChatPopups } from './ChatRoot';
import { chatStore, useChatState } from './chat-store';

function message(id: number, body: string): MessageView {
  return {
    id,
    conversation_id: 7,
    sender: { uuid: 't1', first_name: 'Petra', last_name: 'Berg', role: 'therapist-premium' },
    body,
    created_at: '2026-11-24T08:00:00.000Z',
    read_at: null,
  };
}

function Popups() {
  return <ChatPopups popups={useChatState().popups} />;
}

const context = { selfUuid: 'c1', pathname: '/client/dashboard' };

describe('chat popups', () => {
  afterEach(() => {
    vi.useRealTimers();
    chatStore.reset();
  });

  it('last 5000 ms after the newest message, then go; the body is cut at 50 characters', () => {
    vi.useFakeTimers();
    render(<Popups />);
    act(() => chatStore.receiveMessage(message(1, 'Hej!'), context));
    expect(screen.getByText('Nytt meddelande från Petra Berg')).toBeInTheDocument();
    expect(screen.getByText('Hej!')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(4000);
    });
    act(() => chatStore.receiveMessage(message(2, 'x'.repeat(60)), context));
    expect(screen.getAllByText('Nytt meddelande från Petra Berg')).toHaveLength(1);
    expect(screen.getByText(`${'x'.repeat(50)}…`)).toBeInTheDocument();

    // The newest message restarts the time.
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByText('Nytt meddelande från Petra Berg')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Nytt meddelande från Petra Berg')).toBeNull();
  });

  it('go on close and on open chat, which opens the drawer', () => {
    render(<Popups />);
    act(() => chatStore.receiveMessage(message(1, 'Hej!'), context));
    act(() => screen.getByRole('button', { name: 'Stäng meddelandet' }).click());
    expect(screen.queryByText('Hej!')).toBeNull();

    act(() => chatStore.receiveMessage(message(2, 'Hej igen!'), context));
    act(() => screen.getByRole('button', { name: 'Öppna chatt' }).click());
    expect(screen.queryByText('Hej igen!')).toBeNull();
    expect(chatStore.getState().drawerConversationId).toBe(7);
  });
});
