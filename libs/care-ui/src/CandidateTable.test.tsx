import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Candidate } from './candidate-types';
import { CandidateTable, type CandidateTableTexts } from './CandidateTable';

const texts: CandidateTableTexts = {
  name: 'Name',
  status: 'Status',
  subscription: 'Subscription',
  passive: 'Passive',
  noSubscription: 'None',
  endDate: (date) => `Ends ${date}`,
  passiveFor: (name) => `Passive: ${name}`,
};

const hold = { active: false, message: null, end_date: null, since: null };

const asta: Candidate = {
  id: 7,
  uuid: '00000000-0000-4000-8000-000000000007',
  first_name: 'Asta',
  last_name: 'Ek',
  name: 'Asta Ek',
  email: 'asta@example.se',
  badges: { waiting_approvals: 0, unread_risk_flags: 0, new_reports: 0, total: 0 },
  subscription_models: ['Therapist assisted'],
  end_date: '2027-02-01',
  days_left: 60,
  ending_soon: false,
  passive: false,
  blocked: hold,
  snoozed: hold,
  status: 'active',
  invited_at: null,
};

describe('CandidateTable', () => {
  it('shows each client with the app’s link and badges, subscriptions and the passive switch', async () => {
    const onPassiveChange = vi.fn();
    render(
      <>
        <h1 id="clients-heading">Clients</h1>
        <CandidateTable
          candidates={[
            asta,
            {
              ...asta,
              id: 8,
              name: 'Bo Berg',
              subscription_models: [],
              end_date: null,
              passive: true,
            },
          ]}
          labelledBy="clients-heading"
          link={(candidate) => <a href={`/c/${candidate.id}`}>{candidate.name}</a>}
          badges={() => <span>badges</span>}
          onPassiveChange={onPassiveChange}
          texts={texts}
          formatDate={(value) => `[${value}]`}
          language="en"
        />
      </>,
    );
    const rows = screen.getAllByTestId('client-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'Asta Ek' })).toHaveAttribute('href', '/c/7');
    expect(rows[0]).toHaveTextContent('asta@example.se');
    expect(rows[0]).toHaveTextContent('badges');
    expect(rows[0]).toHaveTextContent('Therapist assisted');
    expect(rows[0]).toHaveTextContent('Ends [2027-02-01]');
    expect(rows[1]).toHaveTextContent('None');
    expect(within(rows[1]).getByRole('switch', { name: 'Passive: Bo Berg' })).toBeChecked();
    await userEvent.click(within(rows[0]).getByRole('switch', { name: 'Passive: Asta Ek' }));
    expect(onPassiveChange).toHaveBeenCalledWith(7, true);
    expect(screen.getByRole('table', { name: 'Clients' })).toBeInTheDocument();
  });

  it('names the subscription models in Swedish in a Swedish app, never the English code', () => {
    render(
      <CandidateTable
        candidates={[{ ...asta, subscription_models: ['Therapist assisted', 'Self study'] }]}
        labelledBy="clients-heading"
        link={(candidate) => <a href={`/c/${candidate.id}`}>{candidate.name}</a>}
        badges={() => null}
        onPassiveChange={vi.fn()}
        texts={texts}
        formatDate={(value) => value}
        language="sv"
      />,
    );
    const row = screen.getByTestId('client-row');
    expect(row).toHaveTextContent('Behandling med terapeutstöd, Självstudier');
    expect(row).not.toHaveTextContent('Therapist assisted');
    expect(row).not.toHaveTextContent('Self study');
  });
});
