import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest } from '../test/fetch-mock';
import { fakeToken, makeUser } from '../test/fixtures';
import { renderAppAt } from '../test/render-app';

const flaggedRound = {
  module_instance_id: 41,
  num: 1,
  started_at: '2026-11-01T10:00:00Z',
  completed_at: '2026-11-01T11:00:00Z',
  total: {
    report_id: 1,
    score: 6,
    max_score: 27,
    band: { label: 'Lindriga symtom', color: '#ffc107', explanation: null },
  },
  item_answer: { value: 2, label: 'Mer än halva dagarna' },
  flagged: true,
};

function riskFlag(acknowledged: boolean) {
  return {
    id: 5,
    client: { id: 7, uuid: 'c', first_name: 'Asta', last_name: 'Ek' },
    module_id: 9,
    test_name: 'PHQ-9',
    item_number: 9,
    answer_value: 2,
    created_at: '2026-11-01T11:00:00Z',
    recipient: { uuid: 't', name: 'Petra Berg' },
    acknowledged: acknowledged
      ? {
          at: '2026-11-02T09:00:00Z',
          by: { uuid: 't', name: 'Petra Berg' },
          action: 'contacted',
          note: null,
        }
      : null,
    language: 'sv',
    item: {
      question_id: 30,
      number: 9,
      code: null,
      text: 'Tankar på att du hellre skulle vara död',
      threshold: 1,
      max_value: 3,
    },
    answer: { option_id: 3, value: 2, label: 'Mer än halva dagarna' },
    round: flaggedRound,
    rounds: [flaggedRound],
  };
}

function serve(acknowledge: (request: RecordedRequest) => Response) {
  document.cookie = `token=${fakeToken(['therapist-premium'])}; path=/`;
  const user = makeUser({
    role: 'therapist-premium',
    roles: ['therapist-premium'],
    profile: { id: 1, first_name: 'Petra', last_name: 'Berg' },
  });
  let acknowledged = false;
  return mockFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/users/get-current-user-profile') return jsonResponse(200, user);
    if (path === '/api/v1/risk-flags/5/sv') return jsonResponse(200, riskFlag(acknowledged));
    if (path === '/api/v1/risk-flags/5/acknowledge') {
      const answer = acknowledge(request);
      acknowledged = answer.ok;
      return answer;
    }
    return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Hittades inte' });
  });
}

describe('the risk flag’s screen in client-web', () => {
  it('shows why the flag was raised in the app’s words and acknowledges it', async () => {
    let refused = true;
    const requests = serve(() => {
      if (refused) {
        refused = false;
        return jsonResponse(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Ogiltiga uppgifter',
          errors: { note: ['Anteckningen är för lång.'] },
        });
      }
      return jsonResponse(200, {});
    });
    renderAppAt('/risk-flags/5');

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Riskflagga: Asta Ek' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    const why = screen.getByRole('region', { name: 'Varför flaggan höjdes' });
    expect(why).toHaveTextContent('Mer än halva dagarna (värde 2 av 3)');
    expect(why).toHaveTextContent('Flaggas vid värde 1 eller högre');
    expect(why).toHaveTextContent('6 av 27');
    expect(screen.getByTestId('risk-flag-round')).toHaveTextContent('Omgång 1 (denna flagga)');
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Inte kvitterad');

    await userEvent.click(screen.getByRole('button', { name: 'Kvittera riskflaggan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kvittera riskflaggan för Asta Ek' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Kontaktade klienten' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kvittera' }));
    expect(await within(dialog).findByText('Anteckningen är för lång.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Kvittera' }));
    expect(await screen.findByText('Riskflaggan är kvitterad.')).toBeInTheDocument();
    const sent = requests.filter((request) => request.url.endsWith('/acknowledge'));
    expect(sent.map((request) => request.body)).toEqual([
      { action: 'contacted' },
      { action: 'contacted' },
    ]);
    expect(
      await screen.findByText(/Kvitterad av Petra Berg .*: Kontaktade klienten/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kvittera riskflaggan' })).not.toBeInTheDocument();
  });
});
