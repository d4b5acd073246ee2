import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type CurrentUser } from '../api/types';
import { fakeToken, klara, tove } from '../test/fixtures';
import { jsonResponse, mockFetch, type RecordedRequest } from '../test/fetch-mock';
import { renderAppAt } from '../test/render-app';
import { stubScreenWidth } from '../test/screen-width';

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-post'), email);
  await user.type(screen.getByLabelText('Lösenord'), password);
  await user.click(screen.getByRole('button', { name: 'Logga in' }));
}

function answerLoginWith(user: CurrentUser): RecordedRequest[] {
  return mockFetch(({ url }) =>
    url.endsWith('/client/login')
      ? jsonResponse(200, { token: fakeToken(user.roles), user })
      : jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' }),
  );
}

describe('login page', () => {
  it('is in Swedish by default', () => {
    renderAppAt('/login');

    expect(screen.getByRole('heading', { name: 'Sinnro' })).toBeInTheDocument();
    expect(screen.getByText('Logga in för att fortsätta')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Klient' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Terapeut' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-post')).toBeInTheDocument();
    expect(screen.getByLabelText('Lösenord')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Logga in' })).toBeEnabled();
    expect(document.documentElement).toHaveAttribute('lang', 'sv');
  });

  it('switches to English and remembers the choice', async () => {
    const user = userEvent.setup();
    renderAppAt('/login');

    await user.click(screen.getByRole('button', { name: 'English' }));

    expect(screen.getByText('Log in to continue')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Client' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Therapist' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Svenska' })).toBeInTheDocument();
    expect(document.cookie).toContain('selectedLocale=en');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('lets the visitor choose therapist login', async () => {
    const user = userEvent.setup();
    renderAppAt('/session/login');

    await user.click(screen.getByRole('tab', { name: 'Terapeut' }));

    expect(screen.getByRole('tab', { name: 'Terapeut' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('E-post')).toBeInTheDocument();
  });

  it('asks for the missing fields without calling the API', async () => {
    const requests = mockFetch(() => jsonResponse(500, {}));
    const user = userEvent.setup();
    renderAppAt('/login');

    await user.click(screen.getByRole('button', { name: 'Logga in' }));

    expect(screen.getByText('Ange din e-postadress')).toBeInTheDocument();
    expect(screen.getByText('Ange ditt lösenord')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("shows the server's message when the login fails, with the button disabled meanwhile", async () => {
    let answer: (response: Response) => void = () => undefined;
    const requests = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderAppAt('/login');

    await logIn('klara@example.se', 'fel-lösenord');
    expect(screen.getByRole('button', { name: 'Logga in' })).toBeDisabled();
    answer(
      jsonResponse(401, {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Felaktigt användarnamn eller lösenord',
      }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Felaktigt användarnamn eller lösenord');
    expect(screen.getByRole('button', { name: 'Logga in' })).toBeEnabled();
    expect(window.location.pathname).toBe('/login');
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: 'http://localhost:3000/client/login',
      body: { email: 'klara@example.se', password: 'fel-lösenord' },
    });
    expect(requests[0]?.headers.get('Accept-Language')).toBe('sv');
  });

  it('tells the visitor when the server cannot be reached', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderAppAt('/login');

    await logIn('klara@example.se', 'hemligt');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Det gick inte att nå servern. Försök igen.',
    );
  });

  it('takes a client to the dashboard home', async () => {
    stubScreenWidth(1280);
    answerLoginWith(klara);
    renderAppAt('/login');

    await logIn('klara@example.se', 'hemligt');

    expect(await screen.findByRole('heading', { name: 'Välkommen, Klara' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/client/dashboard');
    // The side menu's user block names the role.
    expect(await screen.findByText('Klient')).toBeInTheDocument();
    expect(document.cookie).toMatch(/(^|; )token=/);
  });

  it('takes a therapist to the client list', async () => {
    answerLoginWith(tove);
    renderAppAt('/login');

    await logIn('tove@example.se', 'hemligt');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mina klienter' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/clients');
    expect(screen.getByRole('banner')).toHaveTextContent('Tove');
  });

  it('logs out on the server and back to the login page', async () => {
    stubScreenWidth(1280);
    const requests = answerLoginWith(klara);
    const user = userEvent.setup();
    renderAppAt('/login');
    await logIn('klara@example.se', 'hemligt');
    const account = await screen.findByRole('region', { name: 'Ditt konto' });

    await user.click(within(account).getByRole('button', { name: 'Logga ut' }));

    expect(await screen.findByRole('button', { name: 'Logga in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    await waitFor(() => expect(document.cookie).not.toMatch(/(^|; )token=/));
    const logout = requests.find(({ url }) => url.endsWith('/api/v1/account/logout'));
    expect(logout?.headers.get('Authorization')).toMatch(/^Bearer /);
  });
});
