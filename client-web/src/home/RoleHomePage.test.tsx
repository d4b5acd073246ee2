import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeToken, makeUser } from '../test/fixtures';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderAppAt } from '../test/render-app';

function signInAs(role: string, firstName: string) {
  document.cookie = `token=${fakeToken([role])}; path=/`;
  const user = makeUser({
    role,
    roles: [role],
    profile: { id: 1, first_name: firstName, last_name: 'Test' },
  });
  mockFetch(() => jsonResponse(200, user));
}

describe('role home', () => {
  it.each([
    ['admin', '/admin/users/list', 'Administratör'],
    ['cc', '/cc/modules/list', 'Innehållsskapare'],
    ['hc', '/clients', 'Hälsocoach'],
  ])('greets %s on %s and names the role', async (role, path, roleName) => {
    signInAs(role, 'Alex');
    renderAppAt('/');

    expect(await screen.findByRole('heading', { name: 'Välkommen, Alex' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(path);
    expect(screen.getByText(roleName)).toBeInTheDocument();
    // Their screens are in the console: the page says so and links there, promising nothing later.
    expect(screen.getByText('Ditt arbete i den här rollen görs i konsolen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Öppna konsolen' })).toBeInTheDocument();
    expect(screen.queryByText(/kommer i senare versioner/)).not.toBeInTheDocument();
  });

  it('gives clinic therapists the clients list on /clients instead', async () => {
    document.cookie = `token=${fakeToken(['clinic-therapist'])}; path=/`;
    const user = makeUser({
      role: 'clinic-therapist',
      roles: ['clinic-therapist'],
      profile: { id: 1, first_name: 'Alex', last_name: 'Test' },
    });
    mockFetch(({ url }) => {
      if (url.endsWith('/api/users/get-current-user-profile')) return jsonResponse(200, user);
      if (url.endsWith('/api/get-my-candidates')) {
        return jsonResponse(200, { data: [], total: 0, page: 1, per_page: 200, badge_total: 0 });
      }
      if (url.endsWith('/api/get-my-notifications')) return jsonResponse(200, []);
      return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' });
    });
    renderAppAt('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mina klienter' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/clients');
    expect(await screen.findByText('Inga klienter att visa.')).toBeInTheDocument();
  });

  it('links administrators to the console', async () => {
    signInAs('admin', 'Alex');
    renderAppAt('/admin/users/list');

    const link = await screen.findByRole('link', { name: 'Öppna konsolen' });
    expect(link).toHaveAttribute('href', 'http://localhost:5173');
  });

  it('shows no console link to clients', async () => {
    signInAs('client', 'Klara');
    renderAppAt('/client/dashboard');

    await screen.findByRole('heading', { name: 'Välkommen, Klara' });
    expect(screen.queryByRole('link', { name: 'Öppna konsolen' })).not.toBeInTheDocument();
  });

  it('switches the whole page to English', async () => {
    signInAs('cc', 'Alex');
    renderAppAt('/cc/modules/list');
    await screen.findByRole('heading', { name: 'Välkommen, Alex' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'English' }));

    expect(screen.getByRole('heading', { name: 'Welcome, Alex' })).toBeInTheDocument();
    expect(screen.getByText('Content creator')).toBeInTheDocument();
    expect(screen.getByText('Your work in this role happens in the console.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the console' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });
});
