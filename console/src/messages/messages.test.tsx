import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../test/fake-api';
import { logInAs } from '../test/log-in';

// Whole-console renders on a loaded 2-core machine take seconds: wait up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

const person = (uuid: string, first: string, last: string, role: string) => ({
  uuid,
  first_name: first,
  last_name: last,
  role,
});
const KLARA = person('00000000-0000-4000-8000-000000000004', 'Klara', 'Karlsson', 'client');
const TOVE = person('00000000-0000-4000-8000-000000000005', 'Tove', 'Tall', 'therapist-premium');

function conversationList(): Response {
  const response = jsonResponse(200, [
    {
      id: 8,
      status: 'active',
      client_uuid: KLARA.uuid,
      specialist_uuid: TOVE.uuid,
      client: KLARA,
      specialist: TOVE,
      message_count: 2,
      unread_count: 1,
      last_message_at: '2026-11-23T10:00:00.000Z',
      created_at: '2026-11-01T10:00:00.000Z',
      updated_at: '2026-11-23T10:00:00.000Z',
    },
  ]);
  response.headers.set('Content-Range', 'conversations 0-0/1');
  return response;
}

describe('messages list', () => {
  it.each(['admin', 'hc'])(
    'show every conversation to the %s and its messages read-only',
    async (role) => {
      const { user, visit } = await logInAs(
        {
          role,
          firstName: 'Anna',
          lastName: 'Berg',
          permissions: ['chat.read.[*]', 'user.read.[*]'],
        },
        {
          '/api/admin/conversations': conversationList,
          '/api/get-my-candidates': () =>
            jsonResponse(200, { data: [], total: 0, page: 1, per_page: 200, badge_total: 0 }),
          '/api/conversations/8/messages': () =>
            jsonResponse(200, {
              data: [
                {
                  id: 1,
                  conversation_id: 8,
                  sender: KLARA,
                  body: 'Hej, jag sover dåligt.',
                  created_at: '2026-11-22T10:00:00.000Z',
                  read_at: '2026-11-22T11:00:00.000Z',
                },
                {
                  id: 2,
                  conversation_id: 8,
                  sender: TOVE,
                  body: 'Vi tittar på det tillsammans.',
                  created_at: '2026-11-23T10:00:00.000Z',
                  read_at: null,
                },
              ],
              next_cursor: null,
            }),
        },
      );
      expect(await screen.findByRole('menuitem', { name: 'Meddelanden' })).toHaveAttribute(
        'href',
        '/admin/messages/list',
      );
      await visit('/admin/messages/list');
      const cell = await screen.findByText('Klara Karlsson');
      expect(screen.getByText('Tove Tall (Terapeut premium)')).toBeInTheDocument();
      await user.click(cell);
      const messages = within(await screen.findByRole('list', { name: 'Meddelanden' }));
      expect(messages.getByText('Hej, jag sover dåligt.')).toBeInTheDocument();
      expect(messages.getByText('Vi tittar på det tillsammans.')).toBeInTheDocument();
      expect(screen.getAllByText('1 oläst')).toHaveLength(2);
      expect(screen.queryByRole('textbox', { name: /meddelande/i })).toBeNull();
    },
  );
});
