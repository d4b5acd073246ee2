import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AcknowledgeRiskFlagDialog } from './AcknowledgeRiskFlagDialog';
import { type RiskFlagDates, type RiskFlagTexts } from './risk-flag-texts';
import { type RiskFlagDetail, type RiskFlagRound } from './risk-flag-types';
import { RiskFlagDetailView } from './RiskFlagDetailView';

const texts: RiskFlagTexts = {
  actions: { contacted: 'Kontaktade klienten', referred: 'Remitterade klienten', other: 'Annat' },
  detail: {
    open: (date) => `Inte kvitterad. Flaggan höjdes ${date}.`,
    acknowledgedBy: (name, date) => `Kvitterad av ${name} ${date}`,
    why: 'Varför flaggan höjdes',
    test: 'Test',
    item: (number) => `Fråga ${number}`,
    itemUnnumbered: 'Fråga',
    answer: 'Svar',
    answerValue: (value, max) => `(värde ${value} av ${max})`,
    rule: 'Regel',
    threshold: (threshold) => `Flaggas vid värde ${threshold} eller högre`,
    total: 'Totalpoäng',
    scoreOf: (score, max) => `${score} av ${max}`,
    notDone: 'Omgången är inte avslutad',
    noReport: 'Ingen rapport för omgången',
    when: 'Tidpunkt',
    round: 'Omgång',
    roundNumber: (num) => `Omgång ${num}`,
    recipient: 'Skickad till',
    rounds: (test) => `Klientens omgångar av ${test}`,
    completed: 'Avslutad',
    thisFlag: 'denna flagga',
  },
  acknowledge: {
    title: (name) => `Kvittera riskflaggan för ${name}`,
    question: 'Vad gjordes?',
    note: 'Anteckning',
    noteHelp: 'Krävs när du väljer ”Annat”.',
    actionRequired: 'Välj vad som gjordes.',
    noteRequired: 'Beskriv i en anteckning vad som gjordes.',
    cancel: 'Avbryt',
    submit: 'Kvittera',
  },
};

const dates: RiskFlagDates = { dateTime: (iso) => `tid ${iso}`, date: (iso) => `dag ${iso}` };

const round = (num: number, flagged: boolean, done: boolean): RiskFlagRound => ({
  module_instance_id: 40 + num,
  num,
  started_at: `2026-11-0${num}T10:00:00Z`,
  completed_at: done ? `2026-11-0${num}T11:00:00Z` : null,
  total: done
    ? {
        report_id: num,
        score: 6,
        max_score: 27,
        band: { label: 'Lindriga symtom', color: '#ffc107', explanation: null },
      }
    : null,
  item_answer: done ? { value: 2, label: 'Mer än halva dagarna' } : null,
  flagged,
});

function flag(overrides: Partial<RiskFlagDetail> = {}): RiskFlagDetail {
  const flagged = round(1, true, true);
  return {
    id: 5,
    client: { id: 7, uuid: 'c', first_name: 'Asta', last_name: 'Ek' },
    module_id: 9,
    test_name: 'PHQ-9',
    item_number: 9,
    answer_value: 2,
    created_at: '2026-11-01T11:00:00Z',
    recipient: { uuid: 't', name: 'Tove Lind' },
    acknowledged: null,
    language: 'sv',
    item: {
      question_id: 30,
      number: 9,
      code: 'phq9_9',
      text: 'Tankar på att du hellre skulle vara död',
      threshold: 1,
      max_value: 3,
    },
    answer: { option_id: 3, value: 2, label: 'Mer än halva dagarna' },
    round: flagged,
    rounds: [flagged, round(2, false, false)],
    ...overrides,
  };
}

describe('RiskFlagDetailView', () => {
  it('says why the flag was raised and lists the client’s rounds', () => {
    render(<RiskFlagDetailView flag={flag()} texts={texts} dates={dates} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Inte kvitterad. Flaggan höjdes tid 2026-11-01T11:00:00Z.',
    );
    const why = screen.getByRole('region', { name: 'Varför flaggan höjdes' });
    expect(why).toHaveTextContent('PHQ-9');
    expect(within(why).getByText('Fråga 9')).toBeInTheDocument();
    expect(why).toHaveTextContent('Tankar på att du hellre skulle vara död');
    expect(why).toHaveTextContent('Mer än halva dagarna (värde 2 av 3)');
    expect(why).toHaveTextContent('Flaggas vid värde 1 eller högre');
    expect(why).toHaveTextContent('6 av 27');
    expect(why).toHaveTextContent('Lindriga symtom');
    expect(why).toHaveTextContent('Omgång 1');
    expect(why).toHaveTextContent('Tove Lind');

    const rounds = screen.getByRole('region', { name: 'Klientens omgångar av PHQ-9' });
    const rows = within(rounds).getAllByTestId('risk-flag-round');
    expect(rows[0]).toHaveTextContent('Omgång 1 (denna flagga)');
    expect(rows[0]).toHaveTextContent('dag 2026-11-01T11:00:00Z');
    expect(rows[0]).toHaveTextContent('Mer än halva dagarna (2)');
    expect(rows[1]).toHaveTextContent('Omgång 2');
    expect(rows[1]).not.toHaveTextContent('denna flagga');
    expect(within(rows[1]).getAllByText('Omgången är inte avslutad')).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('–');
  });

  it('says who acknowledged the flag, what they did and their note', () => {
    const acknowledged = {
      at: '2026-11-02T09:00:00Z',
      by: { uuid: 't', name: 'Tove Lind' },
      action: 'other' as const,
      note: 'Ringde anhörig',
    };
    render(<RiskFlagDetailView flag={flag({ acknowledged })} texts={texts} dates={dates} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Kvitterad av Tove Lind tid 2026-11-02T09:00:00Z: Annat – Ringde anhörig',
    );
  });

  it('names an item without a number plainly and a finished round without a report', () => {
    const finished = { ...round(1, true, true), total: null };
    render(
      <RiskFlagDetailView
        flag={flag({
          item: { ...flag().item, number: null },
          round: finished,
          rounds: [finished],
        })}
        texts={texts}
        dates={dates}
      />,
    );
    const why = screen.getByRole('region', { name: 'Varför flaggan höjdes' });
    expect(within(why).getByText('Fråga')).toBeInTheDocument();
    expect(why).toHaveTextContent('Ingen rapport för omgången');
  });
});

function renderDialog(
  acknowledge: (form: unknown) => Promise<unknown>,
  failureOf = (error: unknown) => ({ message: String(error) }),
) {
  const onDone = vi.fn();
  render(
    <AcknowledgeRiskFlagDialog
      clientName="Asta Ek"
      open
      onClose={() => undefined}
      acknowledge={acknowledge}
      failureOf={failureOf}
      onDone={onDone}
      texts={texts}
    />,
  );
  return {
    dialog: screen.getByRole('dialog', { name: 'Kvittera riskflaggan för Asta Ek' }),
    onDone,
  };
}

describe('AcknowledgeRiskFlagDialog', () => {
  it('asks what was done, wants a note for "other" and sends the action with the note', async () => {
    const acknowledge = vi.fn(() => Promise.resolve({}));
    const { dialog, onDone } = renderDialog(acknowledge);
    const submit = within(dialog).getByRole('button', { name: 'Kvittera' });

    await userEvent.click(submit);
    expect(dialog).toHaveTextContent('Välj vad som gjordes.');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Annat' }));
    await userEvent.click(submit);
    expect(dialog).toHaveTextContent('Beskriv i en anteckning vad som gjordes.');
    expect(acknowledge).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText(/Anteckning/), '  Ringde anhörig  ');
    await userEvent.click(submit);
    expect(acknowledge).toHaveBeenCalledWith({ action: 'other', note: 'Ringde anhörig' });
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('sends an action without a note, and shows the server’s field error or message', async () => {
    const acknowledge = vi
      .fn<(form: unknown) => Promise<unknown>>()
      .mockRejectedValueOnce('fields')
      .mockRejectedValueOnce('down');
    const failureOf = (error: unknown) =>
      error === 'fields'
        ? { note: 'Anteckningen är för lång.', message: 'Ogiltiga uppgifter' }
        : { message: 'Ingen kontakt med servern.' };
    const { dialog, onDone } = renderDialog(acknowledge, failureOf);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Kontaktade klienten' }));
    const submit = within(dialog).getByRole('button', { name: 'Kvittera' });

    await userEvent.click(submit);
    expect(acknowledge).toHaveBeenLastCalledWith({ action: 'contacted' });
    expect(dialog).toHaveTextContent('Anteckningen är för lång.');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Ingen kontakt med servern.');
    expect(onDone).not.toHaveBeenCalled();
  });
});
