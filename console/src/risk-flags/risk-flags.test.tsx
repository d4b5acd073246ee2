import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../test/fake-api';
import { logInAs } from '../test/log-in';

// Whole-console renders on a loaded 2-core machine take seconds: wait up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

const HC = {
  role: 'hc',
  firstName: 'Hugo',
  lastName: 'Holm',
  permissions: ['user.read.[*]', 'user.update.[*]', 'user/subscription.read.[*]'],
};

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
    recipient: { uuid: 'h', name: 'Hugo Holm' },
    acknowledged: acknowledged
      ? {
          at: '2026-11-02T09:00:00Z',
          by: { uuid: 'h', name: 'Hugo Holm' },
          action: 'other',
          note: 'Ringde anhörig',
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

describe('the risk flag’s screen in the console', () => {
  it('shows why the flag was raised in the console’s words and acknowledges it with a note', async () => {
    let acknowledged = false;
    const sent: unknown[] = [];
    const { user, visit } = await logInAs(HC, {
      '/api/v1/risk-flags/5/sv': () => jsonResponse(200, riskFlag(acknowledged)),
      '/api/v1/risk-flags/5/acknowledge': (init) => {
        sent.push(JSON.parse(typeof init.body === 'string' ? init.body : '{}'));
        acknowledged = true;
        return jsonResponse(200, riskFlag(true).acknowledged);
      },
    });
    await visit('/risk-flags/5');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Riskflagga: Asta Ek' }),
    ).toBeInTheDocument();
    const why = screen.getByRole('region', { name: 'Varför flaggan höjdes' });
    expect(why).toHaveTextContent('Mer än halva dagarna (värde 2 av 3)');
    expect(why).toHaveTextContent('6 av 27');
    expect(screen.getByTestId('risk-flag-round')).toHaveTextContent('Omgång 1 (denna flagga)');
    expect(screen.getByRole('link', { name: 'Tillbaka till Asta Ek' })).toHaveAttribute(
      'href',
      '/hc/client-report/7',
    );

    await user.click(screen.getByRole('button', { name: 'Kvittera riskflaggan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kvittera riskflaggan för Asta Ek' });
    await user.click(within(dialog).getByRole('radio', { name: 'Annat' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kvittera' }));
    expect(dialog).toHaveTextContent('Beskriv i en anteckning vad som gjordes.');
    await user.type(within(dialog).getByLabelText(/Anteckning/), 'Ringde anhörig');
    await user.click(within(dialog).getByRole('button', { name: 'Kvittera' }));

    expect(await screen.findByText('Riskflaggan är kvitterad.')).toBeInTheDocument();
    expect(sent).toEqual([{ action: 'other', note: 'Ringde anhörig' }]);
    expect(
      await screen.findByText(/Kvitterad av Hugo Holm .*: Annat – Ringde anhörig/),
    ).toBeInTheDocument();
  });
});
