import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  NewSubscriptionForm,
  type NewSubscriptionFormTexts,
  type NewSubscriptionProgram,
  type NewSubscriptionValues,
} from './NewSubscriptionForm';

const texts: NewSubscriptionFormTexts = {
  program: 'Program',
  choose: 'Choose …',
  programRequired: 'Choose a program',
  noPrograms: 'No programs to start with',
  programModules: (names) => `Modules: ${names}`,
  startDate: 'Start date',
  estimatedEndDate: 'Estimated end date',
  openAll: 'Open every module',
  create: 'Create',
  loading: 'Loading',
};

const programs: NewSubscriptionProgram[] = [
  { id: 3, name: 'Sleep', duration: 56, modules: [{ name: 'Sleep 1' }, { name: 'Sleep 2' }] },
  { id: 4, name: 'Stress', duration: 28, modules: [] },
];

type Submit = (values: NewSubscriptionValues) => Promise<void>;

/** A promise and the functions that settle it. */
function deferred<T>() {
  let settle: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

describe('NewSubscriptionForm', () => {
  it('shows the loading state and the programs’ failure', () => {
    const props = {
      texts,
      estimateEndDate: vi.fn(),
      onEstimateFailed: vi.fn(),
      onSubmit: vi.fn(),
    };
    const { rerender } = render(<NewSubscriptionForm programs={null} {...props} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    rerender(<NewSubscriptionForm programs={[]} programsFailure="No programs" {...props} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No programs');
    expect(screen.queryByText('No programs to start with')).not.toBeInTheDocument();
    rerender(<NewSubscriptionForm programs={[]} {...props} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No programs to start with');
  });

  it('needs a program, then gives the values with the estimated end date', async () => {
    const user = userEvent.setup();
    const estimateEndDate = vi.fn((days: number) =>
      Promise.resolve(days === 56 ? '2027-01-19' : '2026-12-22'),
    );
    const saving = deferred<undefined>();
    const onSubmit = vi.fn<Submit>(() => saving.promise);
    render(
      <NewSubscriptionForm
        programs={programs}
        texts={texts}
        estimateEndDate={estimateEndDate}
        onEstimateFailed={vi.fn()}
        onSubmit={onSubmit}
      />,
    );
    const create = screen.getByRole('button', { name: 'Create' });
    await user.click(create);
    expect(screen.getByText('Choose a program')).toBeInTheDocument();
    expect(screen.getByLabelText('Program *')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByLabelText('Program *'), '3');
    expect(screen.queryByText('Choose a program')).not.toBeInTheDocument();
    expect(screen.getByText('Modules: Sleep 1, Sleep 2')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Estimated end date')).toHaveValue('2027-01-19'),
    );
    expect(estimateEndDate).toHaveBeenCalledWith(56);
    await user.clear(screen.getByLabelText('Start date'));
    await user.type(screen.getByLabelText('Start date'), '2026-11-30');
    await user.click(screen.getByRole('switch', { name: 'Open every module' }));
    await user.click(create);
    expect(onSubmit).toHaveBeenCalledWith({
      program_ids: [3],
      start_date: '2026-11-30',
      end_date: '2027-01-19',
      open_all_modules: true,
    });
    // Busy until the app's call is done.
    expect(create).toBeDisabled();
    saving.settle(undefined);
    await waitFor(() => expect(create).toBeEnabled());
  });

  it('sends no end date when none is known and tells a failed estimate', async () => {
    const user = userEvent.setup();
    const failure = new Error('offline');
    const onEstimateFailed = vi.fn();
    const onSubmit = vi.fn<Submit>(() => Promise.resolve());
    render(
      <NewSubscriptionForm
        programs={programs}
        texts={texts}
        estimateEndDate={() => Promise.reject(failure)}
        onEstimateFailed={onEstimateFailed}
        onSubmit={onSubmit}
      />,
    );
    await user.selectOptions(screen.getByLabelText('Program *'), '4');
    await waitFor(() => expect(onEstimateFailed).toHaveBeenCalledWith(failure));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith({
      program_ids: [4],
      start_date: new Date().toISOString().slice(0, 10),
      open_all_modules: false,
    });
  });
});
