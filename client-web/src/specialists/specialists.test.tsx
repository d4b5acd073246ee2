import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest } from '../test/fetch-mock';
import { fakeToken, makeUser } from '../test/fixtures';
import { renderAppAt } from '../test/render-app';

const hold = { active: false, message: null, end_date: null, since: null };

const candidate = (id: number, name: string, extra: Record<string, unknown> = {}) => {
  const [first, last] = name.split(' ');
  return {
    id,
    uuid: `00000000-0000-4000-8000-00000000000${id}`,
    first_name: first,
    last_name: last,
    name,
    email: `${first?.toLowerCase()}@example.se`,
    badges: { waiting_approvals: 0, unread_risk_flags: 0, new_reports: 0, total: 0 },
    subscription_models: ['Therapist assisted'],
    end_date: '2027-02-01',
    days_left: 60,
    ending_soon: false,
    passive: false,
    blocked: hold,
    snoozed: hold,
    ...extra,
  };
};

const notification = (id: number, kind: string, priority: string, minutesAgo: number) => ({
  id,
  kind,
  priority,
  client: { id: 7, uuid: 'c', first_name: 'Asta', last_name: 'Ek' },
  payload: {},
  created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  acknowledged_at: null,
  acknowledged_by: null,
});

function signIn(role: string) {
  document.cookie = `token=${fakeToken([role])}; path=/`;
  return makeUser({
    role,
    roles: [role],
    profile: { id: 1, first_name: 'Tove', last_name: 'Lind' },
  });
}

function serve(
  role: string,
  answers: Record<string, (request: RecordedRequest) => Response>,
): RecordedRequest[] {
  const user = signIn(role);
  return mockFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/users/get-current-user-profile') return jsonResponse(200, user);
    for (const [pattern, answer] of Object.entries(answers)) {
      if (new RegExp(`^${pattern}$`).test(path)) return answer(request);
    }
    return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Hittades inte' });
  });
}

describe('the specialists’ clients list', () => {
  it('shows badges, the fewer-than-3-days flag and risk flags first; acknowledges', async () => {
    let acknowledged = false;
    const requests = serve('clinic-therapist', {
      '/api/get-my-candidates': () =>
        jsonResponse(200, {
          data: [
            candidate(7, 'Asta Ek', {
              badges: { waiting_approvals: 1, unread_risk_flags: 1, new_reports: 2, total: 4 },
              ending_soon: true,
              days_left: 1,
            }),
            candidate(8, 'Bo Berg', { passive: true }),
          ],
          total: 2,
          page: 1,
          per_page: 200,
          badge_total: 4,
        }),
      '/api/get-my-notifications': () =>
        jsonResponse(
          200,
          acknowledged
            ? [{ ...notification(1, 'risk_flag', 'high', 30) }]
            : [
                notification(1, 'risk_flag', 'high', 30),
                notification(2, 'approval_needed', 'normal', 1),
              ],
        ),
      '/api/notifications/2/acknowledge': () => {
        acknowledged = true;
        return jsonResponse(200, notification(2, 'approval_needed', 'normal', 1));
      },
      '/api/messages/unread': () =>
        jsonResponse(200, { total_unread_messages: 3, clients_with_unread_messages: 1 }),
    });
    renderAppAt('/clients');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mina klienter' }),
    ).toBeInTheDocument();
    const notices = await screen.findByRole('list', { name: 'Notiser' });
    const items = within(notices).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Hög prioritet');
    expect(items[0]).toHaveTextContent('Riskflagga: Asta Ek');
    expect(items[1]).toHaveTextContent('Väntar på godkännande: Asta Ek');

    const rows = await screen.findAllByTestId('client-row');
    expect(rows[0]).toHaveTextContent('Riskflaggor: 1');
    expect(rows[0]).toHaveTextContent('Väntar på godkännande: 1');
    expect(rows[0]).toHaveTextContent('Nya rapporter: 2');
    // The subscription model in the interface's language, not the stored code.
    expect(rows[0]).toHaveTextContent('Behandling med terapeutstöd');
    expect(rows[0]).not.toHaveTextContent('Therapist assisted');
    expect(within(rows[0]).getByTestId('ending-soon')).toHaveTextContent(
      'Färre än 3 dagar kvar (1)',
    );
    expect(within(rows[1]).getByRole('switch', { name: 'Passiv: Bo Berg' })).toBeChecked();

    // The sidebar: the clients' updates and the unread messages.
    const menu = screen.getByRole('navigation', { name: 'Meny' });
    expect(await within(menu).findByRole('link', { name: 'Klienter (4 nya)' })).toHaveAttribute(
      'href',
      '/clients',
    );
    expect(await within(menu).findByRole('link', { name: 'Meddelanden (3 nya)' })).toHaveAttribute(
      'href',
      '/messages',
    );

    // A risk flag opens its screen (acknowledged there, saying what was done); other notices
    // are acknowledged in the list.
    expect(
      within(items[0]).getByRole('link', { name: 'Visa riskflaggan för Asta Ek' }),
    ).toHaveAttribute('href', '/risk-flags/1');
    expect(within(items[0]).queryByRole('button', { name: /^Kvittera/ })).toBeNull();
    await userEvent.setup().click(
      within(items[1]).getByRole('button', {
        name: 'Kvittera notisen om Asta Ek',
      }),
    );
    await waitFor(() =>
      expect(
        requests.some((request) => request.url.endsWith('/api/notifications/2/acknowledge')),
      ).toBe(true),
    );
    // Read again: the acknowledged notice is gone from this answer.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Notiser' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
  });

  it('searches and filters by the passive flag through the API', async () => {
    const requests = serve('therapist-premium', {
      '/api/get-my-candidates': () =>
        jsonResponse(200, { data: [], total: 0, page: 1, per_page: 200, badge_total: 0 }),
      '/api/get-my-notifications': () => jsonResponse(200, []),
    });
    renderAppAt('/clients');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Sök på namn eller e-post'), 'asta');
    await waitFor(() =>
      expect(
        requests.some(
          (request) =>
            request.url.endsWith('/api/get-my-candidates') &&
            (request.body as { search?: string }).search === 'asta',
        ),
      ).toBe(true),
    );
    // therapist-premium has no sidebar: the menu is a row of links.
    expect(screen.getByRole('navigation', { name: 'Meny' })).toHaveTextContent('Meddelanden');
    expect(await screen.findByText('Inga klienter att visa.')).toBeInTheDocument();
  });
});

describe('a client’s page', () => {
  it('writes a note and shows the server’s errors of the block dialog', async () => {
    const notes: {
      id: number;
      client_id: number;
      text: string;
      author: object;
      created_at: string;
    }[] = [];
    const requests = serve('therapist-premium', {
      '/api/get-my-single-candidate': () =>
        jsonResponse(200, {
          ...candidate(7, 'Asta Ek'),
          phone: null,
          default_lang: 'sv',
          birth_year: null,
          created_at: '2026-11-01T10:00:00Z',
          program_subscriptions: [],
          latest_reports: [
            {
              id: 70,
              name: 'PHQ-9',
              module_id: 3,
              created_at: '2026-11-20T10:00:00Z',
              client_viewed_at: null,
            },
          ],
          notes_count: 0,
        }),
      '/api/get-specialist-client-notes/7': (request) => {
        if (request.method === 'POST') {
          const note = {
            id: notes.length + 1,
            client_id: 7,
            text: (request.body as { text: string }).text,
            author: { uuid: 'u', name: 'Tove Lind' },
            created_at: '2026-11-24T10:00:00Z',
          };
          notes.unshift(note);
          return jsonResponse(201, note);
        }
        return jsonResponse(200, notes);
      },
      '/api/get-single-clint-module-summaries/7/sv': () =>
        jsonResponse(200, { client_id: 7, modules: [] }),
      '/api/specialist/clients/7/block': () =>
        jsonResponse(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Slutdatumet måste vara ett datum (ÅÅÅÅ-MM-DD) från och med i dag',
          errors: { end_date: 'Slutdatumet måste vara ett datum (ÅÅÅÅ-MM-DD) från och med i dag' },
        }),
    });
    renderAppAt('/therapist-premium/client-report/7');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Asta Ek' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^Öppna rapporten PHQ-9 från / }),
    ).toBeInTheDocument();

    const notesRegion = screen.getByRole('region', { name: 'Anteckningar' });
    await user.click(within(notesRegion).getByRole('button', { name: 'Spara anteckning' }));
    expect(within(notesRegion).getByText('Skriv något i anteckningen.')).toBeInTheDocument();
    await user.type(within(notesRegion).getByLabelText('Ny anteckning'), 'Bra samtal');
    await user.click(within(notesRegion).getByRole('button', { name: 'Spara anteckning' }));
    expect(await within(notesRegion).findByText('Bra samtal')).toBeInTheDocument();
    expect(within(notesRegion).getByText(/^Tove Lind, /)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Blockera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Blockera klienten' });
    await user.click(within(dialog).getByRole('button', { name: 'Blockera' }));
    expect(
      await within(dialog).findByText(
        'Slutdatumet måste vara ett datum (ÅÅÅÅ-MM-DD) från och med i dag',
      ),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.url.endsWith('/block'))).toHaveLength(1);
  });
});
