import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ModuleSummary } from './candidate-types';
import { ModuleSummaryTable, type ModuleSummaryTexts } from './ModuleSummaryTable';

const texts: ModuleSummaryTexts = {
  name: 'Module',
  progress: 'Progress',
  rounds: 'Rounds',
  reports: 'Reports',
  completed: 'Completed',
  open: 'Open',
  locked: 'Locked',
  inactive: 'Inactive',
  progressOf: (name) => `Progress of ${name}`,
  latest: (date) => `Latest ${date}`,
};

const sleep: ModuleSummary = {
  module_id: 5,
  name: 'Sleep',
  type: 'module',
  subscription_uuid: 's1',
  subscription_model_name: 'Self study',
  position: 1,
  is_open: true,
  progress: 60,
  status: 'ongoing',
  completed: false,
  instances: [],
  reports_count: 1,
};

describe('ModuleSummaryTable', () => {
  it('shows each module’s state, progress, rounds and reports in the given texts', () => {
    render(
      <>
        <h2 id="modules-heading">Modules</h2>
        <ModuleSummaryTable
          modules={[
            sleep,
            {
              ...sleep,
              module_id: 6,
              name: 'Stress',
              is_open: false,
              progress: 0,
              status: 'upcoming',
            },
            {
              ...sleep,
              module_id: 7,
              name: 'PHQ-9',
              progress: 100,
              status: 'completed',
              completed: true,
            },
            { ...sleep, module_id: 8, name: 'Worry', progress: 20, status: 'expired' },
          ]}
          labelledBy="modules-heading"
          texts={texts}
          formatDate={(value) => value.slice(0, 10)}
        />
      </>,
    );
    const table = screen.getByRole('table', { name: 'Modules' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(rows[1]).toHaveTextContent('SleepOpen');
    expect(rows[1]).toHaveTextContent('60 %');
    expect(rows[2]).toHaveTextContent('StressLocked');
    expect(rows[3]).toHaveTextContent('PHQ-9Completed');
    expect(rows[3]).toHaveTextContent('100 %');
    expect(rows[4]).toHaveTextContent('WorryInactive');
    expect(rows[4]).toHaveTextContent('20 %');
    expect(screen.getByRole('progressbar', { name: 'Progress of Sleep' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
  });
});
