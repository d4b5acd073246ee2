import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeToken, klara, tove } from '../test/fixtures';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderAppAt } from '../test/render-app';

const notFound = () =>
  jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' });

describe('e-ID login button', () => {
  it('starts the e-ID login at the API for the chosen tab and language', async () => {
    const user = userEvent.setup();
    renderAppAt('/login');

    const button = screen.getByRole('link', { name: 'Logga in med e-legitimation' });
    expect(button).toHaveAttribute(
      'href',
      'http://localhost:3000/session/login?kind=client&lang=sv',
    );

    await user.click(screen.getByRole('tab', { name: 'Terapeut' }));
    expect(screen.getByRole('link', { name: 'Logga in med e-legitimation' })).toHaveAttribute(
      'href',
      'http://localhost:3000/session/login?kind=therapist&lang=sv',
    );

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('link', { name: 'Log in with e-ID' })).toHaveAttribute(
      'href',
      'http://localhost:3000/session/login?kind=therapist&lang=en',
    );
  });
});

describe('/process-login', () => {
  it('stores the token like the password login, clears the fragment and opens the home', async () => {
    const token = fakeToken(['client']);
    const requests = mockFetch(({ url }) =>
      url.endsWith('/api/users/get-current-user-profile') ? jsonResponse(200, klara) : notFound(),
    );
    renderAppAt(`/process-login#token=${token}`);

    expect(await screen.findByRole('heading', { name: 'Välkommen, Klara' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/client/dashboard');
    expect(window.location.hash).toBe('');
    expect(document.cookie).toContain(`token=${token}`);
    expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('takes a therapist to the client list', async () => {
    mockFetch(({ url }) =>
      url.endsWith('/api/users/get-current-user-profile') ? jsonResponse(200, tove) : notFound(),
    );
    renderAppAt(`/process-login#token=${fakeToken(['therapist-premium'])}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mina klienter' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/clients');
  });

  it('shows the protected-identity error on the login page', async () => {
    const requests = mockFetch(() => notFound());
    renderAppAt('/process-login#error=protected_identity&message=Anv%C3%A4ndaren');

    expect(await screen.findByRole('alert')).toHaveTextContent('Användaren har skyddad identitet');
    expect(window.location.pathname).toBe('/login');
    expect(window.location.hash).toBe('');
    expect(requests).toHaveLength(0);
  });

  it('shows the error in English when English is chosen', async () => {
    document.cookie = 'selectedLocale=en; path=/';
    const { i18n } = await import('../i18n/i18n');
    await i18n.changeLanguage('en');
    renderAppAt('/process-login#error=protected_identity');

    expect(await screen.findByRole('alert')).toHaveTextContent('User has protected identity');
  });

  it('treats an unknown error or a missing token as a failed login', async () => {
    renderAppAt('/process-login#error=something-else');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Inloggningen misslyckades. Försök igen.',
    );
  });

  it('logs out again when the API refuses the token', async () => {
    mockFetch(() =>
      jsonResponse(401, { statusCode: 401, error: 'Unauthorized', message: 'Du måste logga in' }),
    );
    renderAppAt(`/process-login#token=${fakeToken(['client'])}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Inloggningen misslyckades. Försök igen.',
    );
    expect(window.location.pathname).toBe('/login');
    await waitFor(() => expect(document.cookie).not.toMatch(/(^|; )token=/));
  });
});
