import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../test/fake-api';
import { logInAs, renderConsole } from '../test/log-in';

const SLOW = { timeout: 10_000 };

describe('role homes', () => {
  it('send a content creator from the login form to their home', async () => {
    fakeApi({ role: 'cc', firstName: 'Cecilia', lastName: 'Holm' });
    const user = userEvent.setup();
    const { currentPath } = renderConsole();
    await user.type(await screen.findByLabelText('E-post', {}, SLOW), 'cecilia@example.com');
    await user.type(screen.getByLabelText('Lösenord'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Logga in' }));
    await waitFor(() => expect(currentPath()).toBe('/cc/modules/list'), SLOW);
    expect(await screen.findByRole('menuitem', { name: 'Start' }, SLOW)).toBeInTheDocument();
  });

  it('send an admin to the user list, with "log in as" on everyone but admins', async () => {
    const { currentPath } = await logInAs({
      role: 'admin',
      firstName: 'Astrid',
      lastName: 'Andersson',
      permissions: ['user.read.[*]', 'user.impersonate.[*]'],
    });
    await waitFor(() => expect(currentPath()).toBe('/admin/users/list'));
    const clientRow = (await screen.findByText('client@example.com', {}, SLOW)).closest('tr');
    const adminRow = screen.getByText('admin@example.com').closest('tr');
    if (clientRow === null || adminRow === null) throw new Error('the rows are missing');
    expect(within(clientRow).getByRole('button', { name: 'Logga in som' })).toBeInTheDocument();
    expect(within(adminRow).queryByRole('button', { name: 'Logga in som' })).toBeNull();
  });

  it.each([
    ['cc', '/cc/modules/list'],
    ['hc', '/clients'],
  ])('send a logged-in %s to their home', async (role, path) => {
    const { currentPath } = await logInAs({ role, firstName: 'Anna', lastName: 'Berg' });
    await waitFor(() => expect(currentPath()).toBe(path));
  });

  it.each([
    ['admin', 'Administratör'],
    ['cc', 'Innehållsskapare'],
    ['hc', 'Hälsocoach'],
  ])('send %s from their root to their dashboard with a welcome', async (role, roleName) => {
    const { visit, currentPath } = await logInAs({ role, firstName: 'Anna', lastName: 'Berg' });
    await visit(`/${role}`);
    await waitFor(() => expect(currentPath()).toBe(`/${role}/dashboard`));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Välkommen, Anna' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(`Din roll: ${roleName}`)).toBeInTheDocument();
  });

  it('send a user on another role’s page to their own home', async () => {
    const { visit, currentPath } = await logInAs({
      role: 'hc',
      firstName: 'Hanna',
      lastName: 'Ek',
    });
    await waitFor(() => expect(currentPath()).toBe('/clients'));
    await visit('/admin/users/list');
    await waitFor(() => expect(currentPath()).toBe('/clients'));
    await visit('/cc/dashboard');
    await waitFor(() => expect(currentPath()).toBe('/clients'));
  });

  it('show a home entry in the menu, and name, role and profile in the user menu', async () => {
    const { user, currentPath } = await logInAs({
      role: 'cc',
      firstName: 'Cecilia',
      lastName: 'Holm',
    });
    expect(await screen.findByRole('menuitem', { name: 'Start' })).toHaveAttribute(
      'href',
      '/cc/modules/list',
    );
    await user.click(screen.getByRole('button', { name: 'Profil' }));
    const userMenu = within(screen.getByRole('menu'));
    expect(await userMenu.findByText('Cecilia Holm')).toBeInTheDocument();
    expect(userMenu.getByText('Innehållsskapare')).toBeInTheDocument();
    expect(userMenu.getByRole('menuitem', { name: 'Logga ut' })).toBeInTheDocument();
    await user.click(userMenu.getByRole('menuitem', { name: 'Min profil' }));
    await waitFor(() => expect(currentPath()).toBe('/cc/profile'));
  });

  it('switch the dashboard to English from the app bar', async () => {
    const { user, visit } = await logInAs({ role: 'cc', firstName: 'Anna', lastName: 'Berg' });
    await visit('/cc/dashboard');
    await screen.findByRole('heading', { name: 'Välkommen, Anna' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Språk: Svenska' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Anna' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Your role: Content creator')).toBeInTheDocument();
  });

  it('log out from the user menu back to the login page', async () => {
    const { user } = await logInAs({ role: 'admin', firstName: 'Anna', lastName: 'Berg' });
    await user.click(await screen.findByRole('button', { name: 'Profil' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Logga ut' }));
    expect(await screen.findByLabelText('E-post')).toBeInTheDocument();
    expect(document.cookie).not.toContain('console_token=');
  });
});
