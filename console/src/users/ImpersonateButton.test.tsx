import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/fake-api';
import { logInAs } from '../test/log-in';
import { handImpersonationOver } from './impersonation-handover';

vi.mock('./impersonation-handover', () => ({ handImpersonationOver: vi.fn() }));

const SLOW = { timeout: 10_000 };
const CLIENT_UUID = '00000000-0000-4000-8000-000000000004';

const admin = (permissions: string[]) => ({
  role: 'admin',
  firstName: 'Astrid',
  lastName: 'Andersson',
  permissions: ['user.read.[*]', 'user.impersonate.[*]', ...permissions],
});

async function openDialog(permissions: string[], started: (body: unknown) => Response) {
  const session = await logInAs(admin(permissions), {
    '/api/users/impersonate': (init) =>
      started(JSON.parse(typeof init.body === 'string' ? init.body : '{}')),
  });
  const clientRow = (await screen.findByText('client@example.com', {}, SLOW)).closest('tr');
  if (clientRow === null) throw new Error('the client row is missing');
  await session.user.click(within(clientRow).getByRole('button', { name: 'Logga in som' }));
  const dialog = await screen.findByRole('dialog', { name: 'Visa kontot som Klara Karlsson' });
  return { ...session, dialog };
}

describe('the impersonate button', () => {
  beforeEach(() => vi.mocked(handImpersonationOver).mockClear());

  it('asks for a reason of at least 10 characters, then starts a read-only view', async () => {
    const bodies: unknown[] = [];
    const { user, dialog } = await openDialog([], (body) => {
      bodies.push(body);
      return jsonResponse(200, { token: 'impersonation-token' });
    });
    // Without user/impersonation.update there is no "with changes" choice.
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).getByText(/Endast läsning/)).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Skäl/ }), 'kort');
    await user.click(within(dialog).getByRole('button', { name: 'Visa kontot' }));
    expect(
      within(dialog).getByText('Skriv varför du behöver visa kontot, minst 10 tecken'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Skäl/ }),
      ' – ärende 4711 om modulen',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Visa kontot' }));
    await waitFor(() =>
      expect(handImpersonationOver).toHaveBeenCalledWith('impersonation-token', expect.any(String)),
    );
    expect(bodies).toEqual([{ user_uuid: CLIENT_UUID, reason: 'kort – ärende 4711 om modulen' }]);
  });

  it('offers "with changes" to an admin who may, and shows the server’s text under the field', async () => {
    const bodies: unknown[] = [];
    const { user, dialog } = await openDialog(['user/impersonation.update.[*]'], (body) => {
      bodies.push(body);
      return bodies.length === 1
        ? jsonResponse(400, {
            statusCode: 400,
            message: 'Ogiltiga uppgifter',
            errors: { reason: 'Skälet godtogs inte av servern' },
          })
        : jsonResponse(200, { token: 'with-changes-token' });
    });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Skäl/ }),
      'Klienten bad oss rätta sitt namn',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: /Tillåt ändringar/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Visa kontot' }));
    expect(await within(dialog).findByText('Skälet godtogs inte av servern')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Visa kontot' }));
    await waitFor(() => expect(handImpersonationOver).toHaveBeenCalled());
    expect(bodies.at(-1)).toEqual({
      user_uuid: CLIENT_UUID,
      reason: 'Klienten bad oss rätta sitt namn',
      with_changes: true,
    });
  });
});
