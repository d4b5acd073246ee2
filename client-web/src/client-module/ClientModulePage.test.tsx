import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest } from '../test/fetch-mock';
import { fakeToken, makeUser } from '../test/fixtures';
import { renderAppAt } from '../test/render-app';

const round = (id: number, num: number, completed: boolean) => ({
  module_instance_id: id,
  num,
  started_at: `2026-11-0${num}T10:00:00Z`,
  completed_at: completed ? `2026-11-0${num}T11:00:00Z` : null,
  progress: completed ? 100 : 66,
  scores: [],
});

const pageRound = (id: number, state: 'done' | 'approved' | 'waiting') => ({
  module_instance_id: id,
  done: true,
  answered_at: '2026-11-02T10:30:00Z',
  approval_required: state !== 'done',
  approved_at: state === 'approved' ? '2026-11-01T12:00:00Z' : null,
  awaiting_approval: state === 'waiting',
});

const answer = (id: number, text: string) => ({
  module_instance_id: id,
  option_ids: null,
  answer_text: null,
  option_values: null,
  text,
  number: null,
  date: null,
  answered_at: '2026-11-02T10:30:00Z',
});

function moduleView(approved: boolean) {
  return {
    subscription_module_id: 3,
    module_id: 9,
    name: 'Välkommen till behandlingen',
    language: 'sv',
    fallback: false,
    type: 'module',
    client: { id: 7, uuid: 'c', first_name: 'Asta', last_name: 'Ek' },
    subscription_uuid: 's',
    subscription_model_uuid: 'm',
    subscription_model_name: 'Therapist assisted',
    is_open: true,
    progress: approved ? 100 : 66,
    requested_instance_id: 51,
    rounds: [round(50, 1, true), round(51, 2, approved)],
    awaiting_approval: approved ? [] : [{ module_instance_id: 51, page_id: 12 }],
    pages: [
      {
        id: 12,
        chapter_id: 4,
        chapter_name: 'Om behandlingen',
        position: 2,
        page_type: 'questions',
        answer_type: 'long_text',
        name: 'Dina mål',
        language: 'sv',
        fallback: false,
        therapist_approval_required: true,
        rounds: [
          pageRound(50, 'approved'),
          approved ? { ...pageRound(51, 'approved') } : pageRound(51, 'waiting'),
        ],
        questions: [
          {
            id: 30,
            code: null,
            position: 0,
            text: 'Vad vill du uppnå?',
            language: 'sv',
            fallback: false,
            answers: [answer(50, 'Sova bättre'), answer(51, 'Träffa vänner')],
          },
        ],
      },
    ],
  };
}

function serve(answers: Record<string, (request: RecordedRequest) => Response>) {
  document.cookie = `token=${fakeToken(['therapist-premium'])}; path=/`;
  const user = makeUser({
    role: 'therapist-premium',
    roles: ['therapist-premium'],
    profile: { id: 1, first_name: 'Petra', last_name: 'Berg' },
  });
  return mockFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/users/get-current-user-profile') return jsonResponse(200, user);
    for (const [pattern, reply] of Object.entries(answers)) {
      if (new RegExp(`^${pattern}$`).test(path)) return reply(request);
    }
    return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Hittades inte' });
  });
}

describe('the client’s module for the therapist', () => {
  it('shows the answers of each round side by side, marks the page waiting and approves it with a message', async () => {
    let approved = false;
    const requests = serve({
      '/api/v1/specialist/client-modules/51/sv': () => jsonResponse(200, moduleView(approved)),
      '/api/users/7/therapist-action': () => {
        approved = true;
        return jsonResponse(200, {
          client_id: 7,
          module_instance_id: 51,
          page_id: 12,
          approved_at: '2026-11-03T09:00:00Z',
          approved_by: 'u',
          progress: 100,
          completed: true,
          message_id: 99,
        });
      },
    });
    renderAppAt('/client-module/51?page=12');

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Välkommen till behandlingen' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Asta Ek väntar på ditt godkännande av sidan ”Dina mål”.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Dina mål' });
    const table = within(section).getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers[1]).toContain('Omgång 1');
    expect(headers[2]).toContain('Omgång 2');
    const row = within(table).getByRole('row', { name: /Vad vill du uppnå/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Sova bättre', 'Träffa vänner']);
    expect(within(section).getByText('Väntar på godkännande')).toBeInTheDocument();
    expect(
      within(section).getByRole('link', { name: 'Läs sidan Dina mål som klienten ser den' }),
    ).toHaveAttribute('href', '/page/12');
    expect(screen.getByRole('link', { name: 'Tillbaka till Asta Ek' })).toHaveAttribute(
      'href',
      '/therapist-premium/client-report/7',
    );

    await userEvent.click(
      within(section).getByRole('button', { name: 'Godkänn sidan Dina mål (omgång 2)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Godkänn ”Dina mål”' });
    await userEvent.type(
      within(dialog).getByLabelText('Meddelande till klienten (valfritt)'),
      'Fina mål!',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Godkänn' }));

    expect(
      await screen.findByText(
        'Sidan är godkänd och ditt meddelande är skickat. Asta Ek kan gå vidare.',
      ),
    ).toBeInTheDocument();
    const action = requests.find((request) => request.url.endsWith('/therapist-action'));
    expect(action?.body).toEqual({
      action: 'approve',
      module_instance_id: 51,
      page_id: 12,
      message: 'Fina mål!',
    });
    expect(await screen.findByText('Ingen sida väntar på ditt godkännande.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Dina mål' })).queryByRole('button', {
          name: /^Godkänn sidan/,
        }),
      ).not.toBeInTheDocument(),
    );
  });

  it('shows the server’s refusal in the dialog and approves nothing', async () => {
    serve({
      '/api/v1/specialist/client-modules/51/sv': () => jsonResponse(200, moduleView(false)),
      '/api/users/7/therapist-action': () =>
        jsonResponse(409, {
          statusCode: 409,
          error: 'Conflict',
          message:
            'Du har ingen konversation med klienten, så meddelandet kan inte skickas. Godkänn utan meddelande.',
        }),
    });
    renderAppAt('/client-module/51');
    const section = await screen.findByRole('region', { name: 'Dina mål' }, { timeout: 10_000 });
    await userEvent.click(
      within(section).getByRole('button', { name: 'Godkänn sidan Dina mål (omgång 2)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Godkänn ”Dina mål”' });
    await userEvent.type(
      within(dialog).getByLabelText('Meddelande till klienten (valfritt)'),
      'Hej',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Godkänn' }));
    expect(
      await within(dialog).findByText(
        'Du har ingen konversation med klienten, så meddelandet kan inte skickas. Godkänn utan meddelande.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Godkänn ”Dina mål”' })).toBeInTheDocument();
  });
});
