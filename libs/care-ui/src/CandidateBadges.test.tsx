import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CandidateBadges, type CandidateBadgeSource } from './CandidateBadges';

const off = { active: false, message: null, end_date: null, since: null };
const on = { ...off, active: true, since: '2026-11-20T10:00:00Z' };

const quiet: CandidateBadgeSource = {
  badges: { total: 0, unread_risk_flags: 0, waiting_approvals: 0, new_reports: 0 },
  ending_soon: false,
  days_left: null,
  blocked: off,
  snoozed: off,
};

const text = (key: string, count: number) => `${key}:${count}`;

describe('CandidateBadges', () => {
  it('shows each update with its count, the ending flag and the holds, in the given texts', () => {
    render(
      <CandidateBadges
        candidate={{
          ...quiet,
          badges: { total: 6, unread_risk_flags: 1, waiting_approvals: 2, new_reports: 3 },
          ending_soon: true,
          days_left: 2,
          blocked: on,
          snoozed: on,
        }}
        text={text}
      />,
    );
    for (const label of ['risk:1', 'waiting:2', 'reports:3', 'blocked:0', 'snoozed:0'])
      expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByTestId('ending-soon')).toHaveTextContent('endingSoon:2');
    expect(screen.queryByText('none:0')).toBeNull();
  });

  it('says there is nothing new when nothing is', () => {
    render(<CandidateBadges candidate={quiet} text={text} />);
    expect(screen.getByText('none:0')).toBeInTheDocument();
  });
});
