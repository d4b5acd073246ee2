import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type CurrentUser } from '../api/types';
import { fakeToken, klara, makeUser, tove } from '../test/fixtures';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderAppAt } from '../test/render-app';

function storeToken(token: string) {
  document.cookie = `token=${token}; path=/`;
}

function answerProfileWith(user: CurrentUser) {
  return mockFetch(({ url }) =>
    url.endsWith('/api/users/get-current-user-profile')
      ? jsonResponse(200, user)
      : jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' }),
  );
}

describe('navigation guard', () => {
  it('sends a visitor without a token to the login page, keeping the query', async () => {
    const requests = mockFetch(() => jsonResponse(500, {}));
    renderAppAt('/client/dashboard?conversationid=42');

    expect(await screen.findByRole('button', { name: 'Logga in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(window.location.search).toBe('?conversationid=42');
    expect(requests).toHaveLength(0);
  });

  it('treats an expired token as logged out', async () => {
    storeToken(fakeToken(['client'], -60));
    renderAppAt('/clients');

    expect(await screen.findByRole('button', { name: 'Logga in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('logs out when the API rejects the stored token', async () => {
    storeToken(fakeToken(['client']));
    mockFetch(() =>
      jsonResponse(401, { statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' }),
    );
    renderAppAt('/client/dashboard');

    expect(await screen.findByRole('button', { name: 'Logga in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(document.cookie).not.toMatch(/(^|; )token=/);
  });

  it('loads the current user for a stored token and shows their page', async () => {
    storeToken(fakeToken(['client']));
    const requests = answerProfileWith(klara);
    renderAppAt('/client/dashboard');

    expect(await screen.findByRole('heading', { name: 'Välkommen, Klara' })).toBeInTheDocument();
    expect(requests[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it.each([['/'], ['/login'], ['/clients']])(
    'sends a logged-in client on %s to their home',
    async (path) => {
      storeToken(fakeToken(['client']));
      answerProfileWith(klara);
      renderAppAt(path);

      expect(await screen.findByRole('heading', { name: 'Välkommen, Klara' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/client/dashboard');
    },
  );

  it('sends a client who may invite users to the services home', async () => {
    storeToken(fakeToken(['client']));
    answerProfileWith(makeUser({ permissions: ['user-invitation.create.[company]'] }));
    renderAppAt('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tjänster' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/client/services');
  });

  it('keeps a therapist out of the client dashboard', async () => {
    storeToken(fakeToken(['therapist-premium']));
    answerProfileWith(tove);
    renderAppAt('/client/dashboard');

    // Their home is the clients list.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mina klienter' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/clients');
  });

  it('offers a retry when the user cannot be loaded for another reason', async () => {
    storeToken(fakeToken(['client']));
    let failing = true;
    mockFetch(() =>
      failing
        ? jsonResponse(503, { statusCode: 503, error: 'Service Unavailable', message: 'Down' })
        : jsonResponse(200, klara),
    );
    renderAppAt('/client/dashboard');

    expect(
      await screen.findByText('Det gick inte att hämta ditt konto just nu.'),
    ).toBeInTheDocument();
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Försök igen' }));

    expect(await screen.findByRole('heading', { name: 'Välkommen, Klara' })).toBeInTheDocument();
  });
});
