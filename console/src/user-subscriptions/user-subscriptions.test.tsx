import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../test/fake-api';
import { logInAs } from '../test/log-in';

// Whole-console renders on a loaded 2-core machine take seconds: wait up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

const MODEL = '5b0c0de1-0000-4000-8000-000000000001';
const UUID = '5b0c0de1-0000-4000-8000-0000000000a1';

const module = (id: number, name: string, isOpen: boolean, position: number) => ({
  id,
  _id: id,
  name,
  type: 'module',
  is_published: true,
  position,
  is_open: isOpen,
  locked: !isOpen,
  module_status: 1,
  progress: 0,
});

const subscription = (modules: ReturnType<typeof module>[], status = 'active') => ({
  id: 11,
  uuid: UUID,
  user_id: 4,
  subscription_model_name: 'Self study',
  subscription_model_uuid: MODEL,
  status,
  display_status: status,
  start_date: '2026-11-01',
  end_date: '2026-12-27',
  days_left: 33,
  few_days_left: false,
  is_trial: false,
  temporary: false,
  progress: 10,
  ended_at: null,
  end_reason: status === 'ended' ? 'completed' : null,
  end_comment: null,
  created_at: '2026-11-01T08:00:00.000Z',
  language: 'sv',
  programs: [{ id: 3, name: 'Sömnprogrammet' }],
  modules,
});

const ADMIN = {
  role: 'admin',
  firstName: 'Astrid',
  lastName: 'Andersson',
  permissions: ['user.read.[*]', 'user/subscription.read.[*]', 'user/subscription.update.[*]'],
};

describe('a user’s program subscription', () => {
  it('open or lock, reorder and end the treatment with a reason', async () => {
    const calls: { path: string; method: string; body: unknown }[] = [];
    const record = (path: string) => (init: RequestInit) => {
      calls.push({
        path,
        method: init.method ?? 'GET',
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
    };
    const sleep = module(1, 'Sömn', true, 1);
    const stress = module(2, 'Stress', false, 2);
    const base = `/api/users/4/program-subscriptions/${UUID}`;
    const { user, visit, currentPath } = await logInAs(ADMIN, {
      '/api/users/4/program-subscriptions/sv': () =>
        jsonResponse(200, { program_subscriptions: [subscription([sleep, stress])] }),
      '/api/users/4/edit': () =>
        jsonResponse(200, { id: 4, first_name: 'Klara', last_name: 'Karlsson' }),
      '/api/programs/sv': () => jsonResponse(200, { data: [], total: 0 }),
      '/api/programs/options/modules/sv': () => jsonResponse(200, []),
      '/api/attributes/sv': () =>
        jsonResponse(200, [
          {
            id: 31,
            type: 'end_treatment',
            value: 'completed',
            name: 'Behandlingen är klar',
            position: 1,
            language: 'sv',
          },
        ]),
      [`${base}/modules/2`]: (init) => {
        record('modules/2')(init);
        return jsonResponse(
          200,
          subscription([sleep, { ...stress, is_open: true, locked: false }]),
        );
      },
      [`${base}/modules`]: (init) => {
        record('modules')(init);
        return jsonResponse(200, subscription([{ ...stress, is_open: true }, sleep]));
      },
      [`${base}/end-treatment`]: (init) => {
        record('end-treatment')(init);
        return jsonResponse(200, subscription([sleep, stress], 'ended'));
      },
    });
    await waitFor(() => expect(currentPath()).toBe('/admin/users/list'));
    await visit(`/users/subscriptions/edit/4/${MODEL}`);
    expect(
      await screen.findByText('Användare: Klara Karlsson', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Program: Sömnprogrammet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Öppna Stress' }));
    expect(await screen.findByRole('button', { name: 'Lås Stress' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Flytta upp Stress' }));
    const rows = await screen.findAllByTestId('subscription-module');
    expect(within(rows[0]).getByText('Stress')).toBeInTheDocument();

    // Two steps: the reason, then a confirmation that it cannot be undone.
    await user.click(screen.getByRole('button', { name: 'Avsluta behandlingen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Avsluta behandlingen' }));
    await user.click(dialog.getByRole('button', { name: 'Fortsätt' }));
    expect(await dialog.findByText('Välj en anledning')).toBeInTheDocument();
    await dialog.findByRole('option', { name: 'Behandlingen är klar' });
    await user.selectOptions(dialog.getByLabelText('Anledning *'), '31');
    await user.click(dialog.getByRole('button', { name: 'Fortsätt' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Är du säker?' }));
    expect(
      confirm.getByText('Det går inte att ångra att en behandling avslutas.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'end-treatment')).toBe(false);
    await user.click(confirm.getByRole('button', { name: 'Avsluta behandlingen' }));
    expect(
      await screen.findByText('Behandlingen avslutades: Behandlingen är klar.'),
    ).toBeInTheDocument();

    expect(calls).toEqual([
      { path: 'modules/2', method: 'PUT', body: { is_open: true, lang: 'sv' } },
      { path: 'modules', method: 'PUT', body: { modules: [2, 1], lang: 'sv' } },
      { path: 'end-treatment', method: 'POST', body: { reason: 31, lang: 'sv' } },
    ]);
  });

  it('add a subscription: a program, its estimated end date, then its editor', async () => {
    const created: unknown[] = [];
    let held = false;
    const { user, visit, currentPath } = await logInAs(
      {
        ...ADMIN,
        permissions: [...ADMIN.permissions, 'user/subscription.create.[*]'],
      },
      {
        '/api/users/4/edit': () =>
          jsonResponse(200, { id: 4, first_name: 'Klara', last_name: 'Karlsson' }),
        '/api/programs/sv': () =>
          jsonResponse(200, {
            data: [
              { id: 3, name: 'Sömnprogrammet', duration: 56, modules: [{ id: 1, name: 'Sömn' }] },
            ],
            total: 1,
          }),
        '/api/users/get-estimated-subscription-end-date/56/4': () =>
          jsonResponse(200, { end_date: '2027-01-19' }),
        '/api/users/4/program-subscriptions': (init) => {
          created.push(typeof init.body === 'string' ? JSON.parse(init.body) : undefined);
          held = true;
          return jsonResponse(201, subscription([module(1, 'Sömn', false, 1)]));
        },
        '/api/users/4/program-subscriptions/sv': () =>
          jsonResponse(200, {
            program_subscriptions: held ? [subscription([module(1, 'Sömn', false, 1)])] : [],
          }),
        '/api/programs/options/modules/sv': () => jsonResponse(200, []),
        '/api/attributes/sv': () => jsonResponse(200, []),
      },
    );
    await waitFor(() => expect(currentPath()).toBe('/admin/users/list'));
    await visit(`/users/subscriptions/add/4/${MODEL}`);
    await user.click(await screen.findByRole('button', { name: 'Skapa prenumeration' }));
    expect(await screen.findByText('Välj ett program')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Program *'), '3');
    expect(await screen.findByText('Moduler: Sömn')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Beräknat slutdatum')).toHaveValue('2027-01-19'),
    );
    await user.click(screen.getByRole('button', { name: 'Skapa prenumeration' }));
    await waitFor(() => expect(currentPath()).toBe(`/users/subscriptions/edit/4/${MODEL}`));
    expect(await screen.findByText('Program: Sömnprogrammet')).toBeInTheDocument();
    expect(created).toEqual([
      expect.objectContaining({
        subscription_model_uuid: MODEL,
        program_ids: [3],
        end_date: '2027-01-19',
        open_all_modules: false,
        lang: 'sv',
      }),
    ]);
  }, 60_000);
});
