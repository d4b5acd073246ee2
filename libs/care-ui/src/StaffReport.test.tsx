import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type StaffReportData } from './staff-report-types';
import { StaffReport, type StaffReportTexts } from './StaffReport';

const texts: StaffReportTexts = {
  untitled: 'Rapport',
  createdOn: (date) => `Skapad ${date}`,
  result: 'Resultat',
  total: 'Totalpoäng',
  scoreOf: (score, max) => `${score} av ${max}`,
  band: 'Nivå',
  noTotal: 'Ingen totalpoäng',
  items: 'Svar per fråga',
  itemNumber: 'Nr',
  question: 'Fråga',
  answer: 'Svar',
  score: 'Poäng',
  noAnswer: 'Inget svar',
  critical: 'Kritisk fråga',
  criticalAnswer: 'Kritisk fråga – svaret når riskgränsen',
  noItems: 'Inga frågor',
  history: {
    heading: 'Totalpoäng över tid',
    showTable: 'Visa som tabell',
    showChart: 'Visa som diagram',
    tableCaption: 'Totalpoäng per omgång',
    round: 'Omgång',
    date: 'Datum',
    total: 'Totalpoäng',
    band: 'Nivå',
    current: 'Den här rapporten',
    bands: 'Nivåer',
    bandRange: (label, from, to) => `${label} ${from}–${to}`,
    roundOn: (round, date) => `Omgång ${round}, ${date}`,
  },
};

const item = (number: number, answer: string | null, score: number) => ({
  question_id: 100 + number,
  number,
  question: `Fråga ${number}`,
  answer,
  score,
  max_score: 3,
  critical: number === 3,
  critical_answer: number === 3 && score > 0,
});

const report = {
  id: 7,
  name: 'PHQ-9',
  description: null,
  language: 'sv',
  client_id: 1,
  module_instance_id: 2,
  module_id: 3,
  report_template_id: 4,
  created_at: '2026-11-20T10:00:00Z',
  client_viewed_at: null,
  viewed: false,
  visible_to_client: true,
  offer_display_at: null,
  offer_accepted_at: null,
  offer_declined_at: null,
  report_elements: [
    {
      id: 1,
      position: 0,
      report_element_type: 'title',
      reference_type: 'none',
      name: 'Ditt resultat',
      explanation_text: null,
      question: null,
      answer: null,
      score: null,
      max_score: null,
      bar_details: null,
      answer_details: null,
    },
    {
      id: 2,
      position: 1,
      report_element_type: 'combined_question',
      reference_type: 'other',
      name: 'Totalpoäng',
      explanation_text: null,
      question: null,
      answer: null,
      score: 3,
      max_score: 9,
      bar_details: null,
      answer_details: { value: 3, color: '#2e7d32', label: 'Lindrigt', explanation_text: null },
    },
  ],
  items: [item(1, 'Flera dagar', 1), item(2, null, 0), item(3, 'Mer än halva dagarna', 2)],
  total_name: 'Totalpoäng',
  total: 3,
  max_total: 9,
  band: { label: 'Lindrigt', color: '#9ccc65' },
  bands: [
    { from: 0, to: 2, label: 'Inget', color: '#2e7d32' },
    { from: 3, to: 9, label: 'Lindrigt', color: '#9ccc65' },
  ],
  history: [
    {
      report_id: 5,
      round: 1,
      date: '2026-11-01T10:00:00Z',
      total: 1,
      band: { label: 'Inget', color: '#2e7d32' },
      current: false,
    },
    {
      report_id: 7,
      round: 2,
      date: '2026-11-20T10:00:00Z',
      total: 3,
      band: { label: 'Lindrigt', color: '#9ccc65' },
      current: true,
    },
  ],
} as StaffReportData;

describe('StaffReport', () => {
  beforeEach(() => {
    // jsdom has no ResizeObserver (the chart's container measures itself with one).
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  const renderReport = () =>
    render(
      <StaffReport report={report} texts={texts} formatDate={(value) => value.slice(0, 10)} />,
    );

  it('shows every item with the answer and score, the critical item flagged in words', () => {
    renderReport();
    const table = screen.getByRole('table', { name: 'Svar per fråga' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('Flera dagar')).toBeInTheDocument();
    expect(within(rows[0]).getByText('1 av 3')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Inget svar')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Kritisk fråga – svaret når riskgränsen')).toBeInTheDocument();
    expect(within(rows[0]).queryByText(/Kritisk fråga/)).toBeNull();
    expect(screen.getByText('3 av 9')).toBeInTheDocument();
    expect(screen.getByText('Lindrigt', { selector: 'strong' })).toBeInTheDocument();
    // The client's heading is not the staff view's.
    expect(screen.queryByText('Ditt resultat')).toBeNull();
  });

  it('keeps the rounds’ table for screen readers beside the chart, and shows it on request', async () => {
    renderReport();
    const history = screen.getByRole('region', { name: 'Totalpoäng över tid' });
    const rounds = within(history).getByRole('table', { name: 'Totalpoäng per omgång' });
    const rows = within(rounds).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '12026-11-011Inget',
      '2Den här rapporten2026-11-203Lindrigt',
    ]);
    expect(screen.getByTestId('score-history-chart')).toHaveAttribute('aria-hidden', 'true');
    expect(within(history).getByText('Lindrigt 3–9')).toBeInTheDocument();
    await userEvent.click(within(history).getByRole('button', { name: 'Visa som tabell' }));
    expect(screen.queryByTestId('score-history-chart')).toBeNull();
    expect(within(history).getByRole('table', { name: 'Totalpoäng per omgång' })).toBeVisible();
    await userEvent.click(within(history).getByRole('button', { name: 'Visa som diagram' }));
    expect(screen.getByTestId('score-history-chart')).toBeInTheDocument();
  });
});
