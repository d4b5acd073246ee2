import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest } from '../test/fetch-mock';
import { fakeToken, klara } from '../test/fixtures';
import { renderAppAt } from '../test/render-app';
import { stubScreenWidth } from '../test/screen-width';
import { type ConversationView, type MessageView, type ParticipantView } from './chat-types';

const client: ParticipantView = {
  uuid: klara.uuid,
  first_name: 'Klara',
  last_name: 'Lind',
  role: 'client',
};
const petra: ParticipantView = {
  uuid: 'b1b2c3d4-0000-4000-8000-000000000001',
  first_name: 'Petra',
  last_name: 'Berg',
  role: 'therapist-premium',
};
const olle: ParticipantView = {
  ...petra,
  uuid: 'b1b2c3d4-0000-4000-8000-000000000002',
  first_name: 'Olle',
  last_name: 'Coach',
  role: 'hc',
};

function message(id: number, sender: ParticipantView, body: string): MessageView {
  return {
    id,
    conversation_id: 5,
    sender,
    body,
    created_at: `2026-11-24T08:0${id}:00.000Z`,
    read_at: null,
  };
}

function conversation(id: number, specialist: ParticipantView, unread: number): ConversationView {
  return {
    id,
    status: 'active',
    client,
    specialist,
    unread_count: unread,
    last_message: null,
    updated_at: '2026-11-24T08:00:00.000Z',
  };
}

function answer(request: RecordedRequest): Response {
  const url = new URL(request.url);
  const path = url.pathname;
  if (path === '/api/users/get-current-user-profile') return jsonResponse(200, klara);
  if (path === '/api/conversations')
    return jsonResponse(200, [conversation(4, olle, 0), conversation(5, petra, 2)]);
  if (path === '/api/conversations/5/messages') {
    return url.searchParams.get('before') === '2'
      ? jsonResponse(200, { data: [message(1, petra, 'Det allra första')], next_cursor: null })
      : jsonResponse(200, {
          data: [message(2, client, 'Hej Petra'), message(3, petra, 'Hej Klara, hur går det?')],
          next_cursor: 2,
        });
  }
  if (path.startsWith('/api/mark-chat-as-read-on-db/')) return jsonResponse(200, { read: 1 });
  if (path === '/api/messages/unread')
    return jsonResponse(200, { total_unread_messages: 0, clients_with_unread_messages: 0 });
  if (path === '/api/messages' && request.method === 'POST')
    return jsonResponse(201, message(4, client, 'Det går bra'));
  return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' });
}

describe('messages page', () => {
  it('opens the conversationid conversation, loads older messages by cursor, marks read and sends', async () => {
    stubScreenWidth(1280);
    document.cookie = `token=${fakeToken(['client'])}; path=/`;
    const requests = mockFetch(answer);
    const user = userEvent.setup();
    renderAppAt('/client/dashboard?conversationid=5');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meddelanden' }),
    ).toBeInTheDocument();
    const log = await screen.findByRole('log', { name: 'Meddelanden med Petra Berg' });
    expect(await within(log).findByText('Hej Klara, hur går det?')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Konversationer' });
    expect(within(list).getByText('OC')).toBeInTheDocument();
    expect(within(list).getAllByText('PB')).toHaveLength(1);

    await waitFor(() =>
      expect(requests.map((request) => new URL(request.url).pathname)).toContain(
        `/api/mark-chat-as-read-on-db/${klara.uuid}/${petra.uuid}/5`,
      ),
    );

    await user.click(within(log).getByRole('button', { name: 'Visa äldre meddelanden' }));
    expect(await within(log).findByText('Det allra första')).toBeInTheDocument();
    expect(within(log).queryByRole('button', { name: 'Visa äldre meddelanden' })).toBeNull();
    const bodies = within(log)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(bodies[0]).toContain('Det allra första');
    expect(bodies[2]).toContain('Hej Klara, hur går det?');

    await user.type(screen.getByLabelText('Skriv ett meddelande'), 'Det går bra');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(await within(log).findByText('Det går bra')).toBeInTheDocument();
    const sent = requests.find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({ conversation_id: 5, message: 'Det går bra' });
    expect(screen.getByLabelText('Skriv ett meddelande')).toHaveValue('');
  });
});
