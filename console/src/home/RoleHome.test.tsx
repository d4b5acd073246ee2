import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../App';
import { fakeApi, type FakeUser } from '../test/fake-api';

async function logInAs(person: FakeUser) {
  fakeApi(person);
  const user = userEvent.setup();
  render(<App />);
  await user.type(await screen.findByLabelText('E-post'), 'someone@example.com');
  await user.type(screen.getByLabelText('Lösenord'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Logga in' }));
  return user;
}

describe('role homes', () => {
  it('welcome an admin on the user list, with "log in as" on everyone but admins', async () => {
    await logInAs({
      role: 'admin',
      firstName: 'Astrid',
      lastName: 'Andersson',
      permissions: ['user.read.[*]', 'user.impersonate.[*]'],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Välkommen, Astrid' }),
    ).toBeInTheDocument();
    expect(window.location.hash).toBe('#/admin/users/list');
    const clientRow = (await screen.findByText('client@example.com')).closest('tr');
    const adminRow = screen.getByText('admin@example.com').closest('tr');
    expect(
      within(clientRow as HTMLElement).getByRole('button', { name: 'Logga in som' }),
    ).toBeInTheDocument();
    expect(
      within(adminRow as HTMLElement).queryByRole('button', { name: 'Logga in som' }),
    ).toBeNull();
    expect(screen.getByText('Klient')).toBeInTheDocument();
  });

  it.each([
    ['cc', 'Innehållsskapare', '/cc/modules/list'],
    ['hc', 'Hälsocoach', '/clients'],
  ])('welcome a logged-in %s on their home', async (role, roleName, path) => {
    await logInAs({ role, firstName: 'Anna', lastName: 'Berg' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Välkommen, Anna' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Din roll: ${roleName}`)).toBeInTheDocument();
    expect(
      screen.getByText('Skärmarna för det här området kommer i senare versioner.'),
    ).toBeInTheDocument();
    expect(window.location.hash).toBe(`#${path}`);
  });

  it('send a user on another role’s page to their own home', async () => {
    await logInAs({ role: 'hc', firstName: 'Hanna', lastName: 'Ek' });
    await screen.findByText('Din roll: Hälsocoach');
    window.location.hash = '#/admin/users/list';
    await waitFor(() => expect(window.location.hash).toBe('#/clients'));
    expect(await screen.findByText('Din roll: Hälsocoach')).toBeInTheDocument();
    expect(screen.queryByText('Din roll: Administratör')).not.toBeInTheDocument();
  });

  it('show a home entry in the menu and the name and role in the user menu', async () => {
    const user = await logInAs({ role: 'cc', firstName: 'Cecilia', lastName: 'Holm' });
    expect(await screen.findByRole('menuitem', { name: 'Start' })).toHaveAttribute(
      'href',
      '#/cc/modules/list',
    );
    await user.click(screen.getByRole('button', { name: 'Profil' }));
    const userMenu = within(screen.getByRole('menu'));
    expect(await userMenu.findByText('Cecilia Holm')).toBeInTheDocument();
    expect(userMenu.getByText('Innehållsskapare')).toBeInTheDocument();
    expect(userMenu.getByRole('menuitem', { name: 'Logga ut' })).toBeInTheDocument();
  });

  it('switch the home to English from the app bar', async () => {
    const user = await logInAs({ role: 'admin', firstName: 'Anna', lastName: 'Berg' });
    // Whole-app renders are slow on a loaded machine: wait longer than the 1 s default.
    await screen.findByRole('heading', { name: 'Välkommen, Anna' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Anna' })).toBeInTheDocument();
    expect(screen.getByText('Your role: Administrator')).toBeInTheDocument();
  });

  it('log out from the user menu back to the login page', async () => {
    const user = await logInAs({ role: 'admin', firstName: 'Anna', lastName: 'Berg' });
    await user.click(await screen.findByRole('button', { name: 'Profil' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Logga ut' }));
    expect(await screen.findByLabelText('E-post')).toBeInTheDocument();
    expect(document.cookie).not.toContain('console_token=');
  });
});
