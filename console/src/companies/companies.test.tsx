import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../test/fake-api';
import { logInAs } from '../test/log-in';

/** Screens of a whole-app render load slowly on a busy CI machine. */
const SLOW = { timeout: 10_000 };

const ADMIN = {
  role: 'admin',
  firstName: 'Astrid',
  lastName: 'Andersson',
  permissions: ['company.read.[*]', 'company.create.[*]', 'company.update.[*]'],
};

describe('companies', () => {
  it('list the companies from the API, reached from the menu', async () => {
    const { user } = await logInAs(ADMIN);
    // The entry shows once the authProvider's canAccess has answered.
    await user.click(await screen.findByRole('menuitem', { name: 'Företag' }, SLOW));
    const acme = (await screen.findByText('Acme AB', {}, SLOW)).closest('tr');
    expect(within(acme as HTMLElement).getByText('acme.se')).toBeInTheDocument();
    expect(screen.getByText('Sinnro AB')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /E-postdomän/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Systemföretag/ })).toBeInTheDocument();
  });

  it('require a name and a product on the create form', async () => {
    const { user, fetchMock, visit, currentPath } = await logInAs(ADMIN);
    await waitFor(() => expect(currentPath()).toBe('/admin/users/list'), SLOW);
    // react-admin's own path goes to the specification's.
    await visit('/companies/create');
    await waitFor(() => expect(currentPath()).toBe('/companies/add'), SLOW);
    await screen.findByLabelText('Digital behandling', {}, SLOW);
    // Save is enabled once the form has changed.
    await user.click(screen.getByLabelText('Systemföretag'));
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect((await screen.findAllByText('Obligatoriskt', {}, SLOW)).length).toBeGreaterThanOrEqual(
      2,
    );
    expect(
      fetchMock.mock.calls.filter(([input]) =>
        (input instanceof Request ? input.url : input.toString()).includes('/api/admin/companies'),
      ).length,
    ).toBe(0);
  });

  it('show the server’s validation errors on the fields', async () => {
    let sent: unknown = null;
    const { user, visit, currentPath } = await logInAs(ADMIN, {
      '/api/admin/companies': (init) => {
        sent = JSON.parse(typeof init.body === 'string' ? init.body : '{}');
        return jsonResponse(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Ogiltiga uppgifter',
          errors: { email_domain: 'Ogiltig e-postdomän' },
        });
      },
    });
    await waitFor(() => expect(currentPath()).toBe('/admin/users/list'), SLOW);
    await visit('/companies/add');
    await user.type(await screen.findByLabelText(/Namn/, {}, SLOW), 'Nytt AB');
    await user.type(screen.getByLabelText('E-postdomän'), 'inte en domän');
    await user.click(screen.getByLabelText('Videosamtal'));
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Ogiltig e-postdomän', {}, SLOW)).toBeInTheDocument();
    expect(sent).toMatchObject({ name: 'Nytt AB', products: [{ id: 2, is_selected: true }] });
  });

  it('stay out of sight of users without company.read', async () => {
    const { visit, currentPath } = await logInAs({
      role: 'cc',
      firstName: 'Cecilia',
      lastName: 'Holm',
    });
    expect(screen.queryByRole('menuitem', { name: 'Företag' })).toBeNull();
    await visit('/companies');
    await waitFor(() => expect(currentPath()).toBe('/cc/modules/list'), SLOW);
  });
});
