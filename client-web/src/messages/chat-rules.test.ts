import { describe, expect, it } from 'vitest';
import { type ConversationView, type MessageView, type ParticipantView } from './chat-types';
import {
  applyReadReceipt,
  conversationsAfterMessage,
  initials,
  isChatQuietPath,
  isMeetingRoomPath,
  isMessagesPath,
  mergeMessages,
  messageProblem,
  popupsAfterMessage,
  truncateBody,
  withoutPopup,
} from './chat-rules';

const klara: ParticipantView = {
  uuid: 'c1',
  first_name: 'Klara',
  last_name: 'Klient',
  role: 'client',
};
const tove: ParticipantView = {
  uuid: 't1',
  first_name: 'Tove',
  last_name: 'Terapeut',
  role: 'therapist-premium',
};

function message(id: number, overrides: Partial<MessageView> = {}): MessageView {
  return {
    id,
    conversation_id: 7,
    sender: tove,
    body: `Meddelande ${id}`,
    created_at: new Date(Date.UTC(2026, 10, 24, 8, 0, id)).toISOString(),
    read_at: null,
    ...overrides,
  };
}

function conversation(id: number, overrides: Partial<ConversationView> = {}): ConversationView {
  return {
    id,
    status: 'active',
    client: klara,
    specialist: tove,
    unread_count: 0,
    last_message: null,
    updated_at: '2026-11-24T08:00:00.000Z',
    ...overrides,
  };
}

describe('avatar initials', () => {
  it('takes the first letters of the first two name words', () => {
    expect(initials('Klara Klient')).toBe('KK');
    expect(initials('anna maria svensson')).toBe('AM');
    expect(initials('  Öjvind   ')).toBe('Ö');
    expect(initials('')).toBe('');
    expect(initials('Åsa-Lena Ek')).toBe('ÅE');
  });
});

describe('popup body', () => {
  it('is cut at 50 characters with an ellipsis', () => {
    const long = 'a'.repeat(60);
    expect(truncateBody(long)).toBe(`${'a'.repeat(50)}…`);
    expect(truncateBody('a'.repeat(50))).toBe('a'.repeat(50));
    expect(truncateBody('Hej!')).toBe('Hej!');
  });

  it('never cuts a character in half and folds line breaks', () => {
    expect(truncateBody(`${'😀'.repeat(51)}`)).toBe(`${'😀'.repeat(50)}…`);
    expect(truncateBody('Rad ett\n\nrad två')).toBe('Rad ett rad två');
  });
});

describe('composer text', () => {
  it('is 1 to 10,000 characters once trimmed', () => {
    expect(messageProblem('   ')).toBe('empty');
    expect(messageProblem('x')).toBeNull();
    expect(messageProblem(` ${'x'.repeat(10_000)} `)).toBeNull();
    expect(messageProblem('x'.repeat(10_001))).toBe('tooLong');
  });
});

describe('chat popups', () => {
  const context = { selfUuid: klara.uuid, pathname: '/client/dashboard', openConversationIds: [] };

  it('adds one popup per conversation and updates its body with the newest message', () => {
    const first = popupsAfterMessage([], message(1), context);
    expect(first).toEqual([
      { conversation_id: 7, message_id: 1, sender_name: 'Tove Terapeut', body: 'Meddelande 1' },
    ]);
    const second = popupsAfterMessage(first, message(2, { body: 'b'.repeat(70) }), context);
    expect(second).toHaveLength(1);
    expect(second[0]).toMatchObject({ message_id: 2, body: `${'b'.repeat(50)}…` });
    const other = popupsAfterMessage(second, message(3, { conversation_id: 8 }), context);
    expect(other.map((popup) => popup.conversation_id)).toEqual([7, 8]);
    expect(withoutPopup(other, 7).map((popup) => popup.conversation_id)).toEqual([8]);
  });

  it('shows none for one’s own message, on the messages screens, in the meeting room or for an open conversation', () => {
    expect(popupsAfterMessage([], message(1, { sender: klara }), context)).toEqual([]);
    for (const pathname of [
      '/client/messages',
      '/clients/messages',
      '/messages',
      '/messages/',
      '/meeting/sinnro-demo-upcoming',
    ]) {
      expect(popupsAfterMessage([], message(1), { ...context, pathname })).toEqual([]);
    }
    expect(popupsAfterMessage([], message(1), { ...context, openConversationIds: [7] })).toEqual(
      [],
    );
  });

  it('tells the meeting room from the list of appointments', () => {
    expect(isMeetingRoomPath('/meeting/abc')).toBe(true);
    expect(isMeetingRoomPath('/client/meetings')).toBe(false);
    expect(isChatQuietPath('/client/meetings')).toBe(false);
  });

  it('knows the messages screens', () => {
    expect(isMessagesPath('/therapist-premium/messages')).toBe(true);
    expect(isMessagesPath('/client/messages-old')).toBe(false);
    expect(isMessagesPath('/clients')).toBe(false);
  });
});

describe('cursor merge', () => {
  it('keeps each message once, oldest first, whatever order pages and live messages come in', () => {
    const newest = [message(31), message(32), message(33)];
    const older = [message(29), message(30), message(31)];
    const live = [message(34)];
    const merged = mergeMessages(mergeMessages(mergeMessages([], newest), live), older);
    expect(merged.map((item) => item.id)).toEqual([29, 30, 31, 32, 33, 34]);
  });

  it('does not undo a read receipt with an older copy of the message', () => {
    const read = message(5, { read_at: '2026-11-24T09:00:00.000Z' });
    expect(mergeMessages([read], [message(5)])[0]?.read_at).toBe('2026-11-24T09:00:00.000Z');
    expect(mergeMessages([message(5)], [read])[0]?.read_at).toBe('2026-11-24T09:00:00.000Z');
  });
});

describe('read receipts', () => {
  it('mark the messages sent to the reader up to the time they read', () => {
    const messages = [
      message(1, { sender: klara }),
      message(2, { sender: tove }),
      message(3, { sender: klara, created_at: '2026-11-24T10:00:00.000Z' }),
    ];
    const readAt = '2026-11-24T09:00:00.000Z';
    const after = applyReadReceipt(messages, {
      conversation_id: 7,
      reader_uuid: 't1',
      read_at: readAt,
    });
    expect(after.map((item) => item.read_at)).toEqual([readAt, null, null]);
  });
});

describe('conversation list', () => {
  it('puts the conversation with a new message first and counts it unread unless open', () => {
    const list = [conversation(1), conversation(7)];
    const after = conversationsAfterMessage(list, message(3), {
      selfUuid: klara.uuid,
      openConversationId: null,
    });
    expect(after.map((item) => item.id)).toEqual([7, 1]);
    expect(after[0]).toMatchObject({ unread_count: 1, last_message: { id: 3 } });
    const open = conversationsAfterMessage(list, message(3), {
      selfUuid: klara.uuid,
      openConversationId: 7,
    });
    expect(open[0]?.unread_count).toBe(0);
    // The same message twice (live and the answer to the send) counts once.
    expect(
      conversationsAfterMessage(after, message(3), {
        selfUuid: klara.uuid,
        openConversationId: null,
      })[0]?.unread_count,
    ).toBe(1);
  });
});
