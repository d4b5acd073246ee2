import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  movedOrder,
  type ProgramSubscription,
  SubscriptionEditor,
  type SubscriptionEditorApi,
  type SubscriptionEditorTexts,
  type SubscriptionModule,
} from './SubscriptionEditor';

const texts: SubscriptionEditorTexts = {
  stateTitle: 'State',
  status: (status) => `Status: ${status}`,
  period: (start, end) => `${start} – ${end}`,
  ended: (reason) => `Ended: ${reason}.`,
  endDate: 'End date',
  saveEndDate: 'Save end date',
  modulesTitle: 'Modules',
  programs: (names) => `Programs: ${names}`,
  noModules: 'No modules',
  progress: (percent) => `${percent} % done`,
  open: 'Open',
  locked: 'Locked',
  lock: 'Lock',
  unlock: 'Unlock',
  lockNamed: (name) => `Lock ${name}`,
  unlockNamed: (name) => `Unlock ${name}`,
  up: (name) => `Move ${name} up`,
  down: (name) => `Move ${name} down`,
  remove: 'Remove',
  removeNamed: (name) => `Remove ${name}`,
  choose: 'Choose …',
  addProgram: 'Add program',
  addProgramButton: 'Add the program',
  addModule: 'Add module',
  addOpen: 'Open at once',
  addModuleButton: 'Add the module',
  cancel: 'Cancel the subscription',
  cancelTitle: 'Cancel it?',
  cancelText: 'The modules close.',
  cancelConfirm: 'Yes, cancel',
  close: 'Back',
  updated: 'Updated',
  saved: 'Saved',
  updateFailed: 'Update failed',
  cancelFailed: 'Cancel failed',
  end: {
    button: 'End treatment',
    title: 'End treatment',
    reason: 'Reason',
    chooseReason: 'Choose a reason',
    reasonRequired: 'A reason is needed',
    reasonsFailed: 'No reasons',
    comment: 'Comment',
    next: 'Continue',
    confirmTitle: 'Are you sure?',
    irreversible: 'It cannot be undone.',
    confirm: 'Yes, end it',
    close: 'Back',
  },
};

const module = (id: number, name: string, isOpen: boolean): SubscriptionModule => ({
  id,
  _id: id,
  name,
  type: 'module',
  is_published: true,
  position: id,
  is_open: isOpen,
  locked: !isOpen,
  module_status: 1,
  progress: 0,
});

const subscription = (
  modules: SubscriptionModule[],
  extra: Partial<ProgramSubscription> = {},
): ProgramSubscription => ({
  id: 3,
  uuid: '22222222-2222-4222-8222-222222222222',
  user_id: 5,
  subscription_model_name: 'Therapist assisted',
  subscription_model_uuid: '11111111-1111-4111-8111-111111111111',
  status: 'active',
  display_status: 'active',
  start_date: '2026-11-24',
  end_date: '2027-01-24',
  days_left: 61,
  few_days_left: false,
  is_trial: false,
  temporary: false,
  progress: 0,
  ended_at: null,
  end_reason: null,
  end_comment: null,
  created_at: '2026-11-24T08:00:00.000Z',
  language: 'sv',
  programs: [{ id: 9, name: 'Sleep' }],
  modules,
  ...extra,
});

const reason = {
  id: 31,
  type: 'end_treatment' as const,
  value: 'done',
  name: 'Goals reached',
  position: 1,
  language: 'en' as const,
  fallback: false,
};

/** A fake API that keeps the subscription and answers it changed, as the server does. */
function fakeApi(start: ProgramSubscription) {
  let current = start;
  const answer = (change: (held: ProgramSubscription) => ProgramSubscription) => {
    current = change(current);
    return Promise.resolve(current);
  };
  const api: SubscriptionEditorApi = {
    programs: vi.fn(() => Promise.resolve([])),
    moduleOptions: vi.fn(() => Promise.resolve([])),
    endReasons: vi.fn(() => Promise.resolve([reason])),
    setModuleOpen: vi.fn((moduleId: number, isOpen: boolean) =>
      answer((held) => ({
        ...held,
        modules: held.modules.map((item) =>
          item.id === moduleId ? { ...item, is_open: isOpen, locked: !isOpen } : item,
        ),
      })),
    ),
    reorder: vi.fn((ids: number[]) =>
      answer((held) => ({
        ...held,
        modules: ids.flatMap((id) => held.modules.filter((item) => item.id === id)),
      })),
    ),
    removeModule: vi.fn(() => Promise.reject(new Error('Started'))),
    addProgram: vi.fn(() => answer((held) => held)),
    addModules: vi.fn(() => answer((held) => held)),
    setEndDate: vi.fn((endDate: string) => answer((held) => ({ ...held, end_date: endDate }))),
    cancel: vi.fn(() => answer((held) => ({ ...held, status: 'cancelled' }))),
    endTreatment: vi.fn((choice: { reason: number; comment?: string }) =>
      answer((held) => ({
        ...held,
        status: 'ended',
        display_status: 'ended',
        end_reason: String(choice.reason),
        end_comment: choice.comment ?? null,
      })),
    ),
  };
  return api;
}

function Editor({
  start,
  api,
  onSaved,
  onFailed,
}: {
  start: ProgramSubscription;
  api: SubscriptionEditorApi;
  onSaved: (text: string) => void;
  onFailed: (text: string, failure: unknown) => void;
}) {
  const [current, setCurrent] = useState(start);
  // As the apps do: the same api object while the user and language stay.
  const stable = useMemo(() => api, [api]);
  return (
    <SubscriptionEditor
      subscription={current}
      api={stable}
      texts={texts}
      onChanged={setCurrent}
      onSaved={onSaved}
      onFailed={onFailed}
    />
  );
}

describe('movedOrder', () => {
  it('moves a module one step and keeps the others', () => {
    const list = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(movedOrder(list, 1, 1)).toEqual([2, 1, 3]);
    expect(movedOrder(list, 3, -1)).toEqual([1, 3, 2]);
    expect(movedOrder(list, 1, -1)).toEqual([1, 2, 3]);
  });
});

describe('SubscriptionEditor', () => {
  it('locks a module, moves one, tells a failure, and ends the treatment in two steps', async () => {
    const user = userEvent.setup();
    const start = subscription([module(1, 'A', true), module(2, 'B', false)]);
    const api = fakeApi(start);
    const onSaved = vi.fn();
    const onFailed = vi.fn();
    render(<Editor start={start} api={api} onSaved={onSaved} onFailed={onFailed} />);
    expect(screen.getByText('Status: active')).toBeInTheDocument();
    expect(screen.getByText('Programs: Sleep')).toBeInTheDocument();
    await waitFor(() => expect(api.endReasons).toHaveBeenCalledOnce());

    await user.click(screen.getByRole('button', { name: 'Lock A' }));
    expect(await screen.findByRole('button', { name: 'Unlock A' })).toBeInTheDocument();
    expect(api.setModuleOpen).toHaveBeenCalledWith(1, false);
    expect(onSaved).toHaveBeenLastCalledWith('Updated');
    expect(screen.getByRole('button', { name: 'Move A up' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move B up' }));
    expect(api.reorder).toHaveBeenCalledWith([2, 1]);
    await waitFor(() =>
      expect(within(screen.getAllByTestId('subscription-module')[0]).getByText('B')).toBeVisible(),
    );

    await user.click(screen.getByRole('button', { name: 'Remove A' }));
    await waitFor(() =>
      expect(onFailed).toHaveBeenCalledWith('Update failed', new Error('Started')),
    );

    await user.click(screen.getByRole('button', { name: 'End treatment' }));
    const dialog = await screen.findByRole('dialog', { name: 'End treatment' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('A reason is needed')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), '31');
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), ' Well ');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(confirm).getByText('It cannot be undone.')).toBeInTheDocument();
    expect(api.endTreatment).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, end it' }));

    expect(await screen.findByText('Ended: Goals reached. Well')).toBeInTheDocument();
    expect(api.endTreatment).toHaveBeenCalledWith({ reason: 31, comment: 'Well' });
    expect(onSaved).toHaveBeenLastCalledWith('Saved');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^(Lock|Unlock) / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End treatment' })).not.toBeInTheDocument();
  });

  it('offers only published modules not yet held to add, and adds the one chosen', async () => {
    const user = userEvent.setup();
    const start = subscription([module(1, 'A', true)]);
    const api = fakeApi(start);
    const option = (id: number, name: string, published: boolean) => ({
      _id: id,
      id,
      name,
      type: 'module' as const,
      is_published: published,
      disabled: false,
      fallback: false,
    });
    api.moduleOptions = vi.fn(() =>
      Promise.resolve([
        option(1, 'A', true),
        option(2, 'Sleep', true),
        option(3, 'Stresshantering (utkast)', false),
      ]),
    );
    render(<Editor start={start} api={api} onSaved={vi.fn()} onFailed={vi.fn()} />);
    const picker = screen.getByRole('combobox', { name: 'Add module' });
    expect(await within(picker).findByRole('option', { name: 'Sleep' })).toBeInTheDocument();
    expect(
      within(picker)
        .getAllByRole('option')
        .map((item) => item.textContent),
    ).toEqual(['Choose …', 'Sleep']);
    await user.selectOptions(picker, '2');
    await user.click(screen.getByRole('button', { name: 'Add the module' }));
    expect(api.addModules).toHaveBeenCalledWith([2], false);
  });

  it('starts the end dialog afresh and loads the reasons again after they failed', async () => {
    const user = userEvent.setup();
    const start = subscription([]);
    const api = fakeApi(start);
    api.endReasons = vi
      .fn<SubscriptionEditorApi['endReasons']>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue([reason]);
    render(<Editor start={start} api={api} onSaved={vi.fn()} onFailed={vi.fn()} />);
    expect(screen.getByText('No modules')).toBeInTheDocument();
    await waitFor(() => expect(api.endReasons).toHaveBeenCalledOnce());

    await user.click(screen.getByRole('button', { name: 'End treatment' }));
    const dialog = await screen.findByRole('dialog', { name: 'End treatment' });
    expect(await within(dialog).findByRole('option', { name: 'Goals reached' })).toBeVisible();
    expect(api.endReasons).toHaveBeenCalledTimes(2);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), '31');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'End treatment' }));
    const again = await screen.findByRole('dialog', { name: 'End treatment' });
    expect(within(again).getByRole('combobox', { name: /Reason/ })).toHaveValue('');
    expect(api.endReasons).toHaveBeenCalledTimes(2);
  });
});
