import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** What the API answers for a code: this tab's state must match the one kept when it started. */
function handoverApi(answers: Record<string, () => Response>) {
  return mockFetch((request) => {
    const route = Object.keys(answers).find((path) => request.url.endsWith(path));
    return route === undefined ? notFound() : (answers[route]?.() ?? notFound());
  });
}

const STATE_KEY = 'sinnro.handoverState';

describe('e-ID login start', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a random state in this tab and sends only its SHA-256 as the binding', async () => {
    const user = userEvent.setup();
    renderAppAt('/login');
    const link = await screen.findByRole('link', { name: 'Logga in med e-legitimation' });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await user.click(link);

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const state = String(window.sessionStorage.getItem(STATE_KEY));
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const target = new URL(String(assign.mock.calls[0]?.[0]));
    expect(`${target.origin}${target.pathname}`).toBe('http://localhost:3000/session/login');
    const digest = createHash('sha256').update(state).digest('base64url');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      kind: 'client',
      lang: 'sv',
      binding: digest,
    });
  });
});

describe('e-ID login from a protected page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it('keeps the page that sent the visitor to the login, for /process-login to open', async () => {
    const user = userEvent.setup();
    renderAppAt('/client/profile?tab=settings');
    const link = await screen.findByRole('link', { name: 'Logga in med e-legitimation' });
    expect(window.location.pathname).toBe('/login');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await user.click(link);

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(window.sessionStorage.getItem('sinnro.eidReturnTo')))).toEqual({
      path: '/client/profile?tab=settings',
      uuid: null,
    });
  });
});

describe('/process-login', () => {
  afterEach(() => window.sessionStorage.clear());

  it('redeems the code with the kept state, stores the token and opens the home', async () => {
    const token = fakeToken(['client']);
    window.sessionStorage.setItem(STATE_KEY, 'the-state-this-tab-kept');
    const requests = handoverApi({
      '/api/v1/account/handover/redeem': () => jsonResponse(200, { kind: 'session', token }),
      '/api/users/get-current-user-profile': () => jsonResponse(200, klara),
    });
    renderAppAt('/process-login#code=the-code');

    expect(await screen.findByRole('heading', { name: 'Välkommen, Klara' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/client/dashboard');
    expect(window.location.hash).toBe('');
    expect(document.cookie).toContain(`token=${token}`);
    expect(requests[0]?.body).toEqual({
      code: 'the-code',
      state: 'the-state-this-tab-kept',
    });
    expect(requests[1]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    // The state is used once.
    expect(window.sessionStorage.getItem(STATE_KEY)).toBeNull();
  });

  it("refuses someone else's link: without a kept state nothing is asked, no one signed in", async () => {
    const requests = mockFetch(() => jsonResponse(200, { kind: 'session', token: 'x' }));
    renderAppAt('/process-login#code=the-attackers-code');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Inloggningen misslyckades. Försök igen.',
    );
    expect(window.location.pathname).toBe('/login');
    expect(requests).toHaveLength(0);
    expect(document.cookie).not.toMatch(/(^|; )token=/);
  });

  it('ignores a token in the address (the old hand-over)', async () => {
    const requests = mockFetch(() => jsonResponse(200, klara));
    renderAppAt(`/process-login#token=${fakeToken(['client'])}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Inloggningen misslyckades. Försök igen.',
    );
    expect(requests).toHaveLength(0);
    expect(document.cookie).not.toMatch(/(^|; )token=/);
  });

  it('takes a therapist to the client list', async () => {
    window.sessionStorage.setItem(STATE_KEY, 'kept');
    handoverApi({
      '/api/v1/account/handover/redeem': () =>
        jsonResponse(200, { kind: 'session', token: fakeToken(['therapist-premium']) }),
      '/api/users/get-current-user-profile': () => jsonResponse(200, tove),
    });
    renderAppAt('/process-login#code=c');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mina klienter' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/clients');
  });

  it('returns to the page the e-ID login started from (the lock screen), for that user only', async () => {
    window.sessionStorage.setItem(STATE_KEY, 'kept');
    window.sessionStorage.setItem(
      'sinnro.eidReturnTo',
      JSON.stringify({ path: '/client/profile?tab=settings', uuid: klara.uuid }),
    );
    handoverApi({
      '/api/v1/account/handover/redeem': () =>
        jsonResponse(200, { kind: 'session', token: fakeToken(['client']) }),
      '/api/users/get-current-user-profile': () => jsonResponse(200, klara),
    });
    renderAppAt('/process-login#code=c');

    await waitFor(() => expect(window.location.pathname).toBe('/client/profile'));
    expect(window.location.search).toBe('?tab=settings');
    expect(window.sessionStorage.getItem('sinnro.eidReturnTo')).toBeNull();
  });

  it("opens the home when another person signs in at the lock screen's e-ID", async () => {
    window.sessionStorage.setItem(STATE_KEY, 'kept');
    window.sessionStorage.setItem(
      'sinnro.eidReturnTo',
      JSON.stringify({ path: '/client/profile', uuid: 'the-locked-users-uuid' }),
    );
    handoverApi({
      '/api/v1/account/handover/redeem': () =>
        jsonResponse(200, { kind: 'session', token: fakeToken(['client']) }),
      '/api/users/get-current-user-profile': () => jsonResponse(200, klara),
    });
    renderAppAt('/process-login#code=c');

    expect(await screen.findByRole('heading', { name: 'Välkommen, Klara' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/client/dashboard');
  });

  it('goes on to onboarding with an onboarding token, kept for the tab', async () => {
    window.sessionStorage.setItem(STATE_KEY, 'kept');
    handoverApi({
      '/api/v1/account/handover/redeem': () =>
        jsonResponse(200, { kind: 'onboarding', token: 'auth2.token.value' }),
      '/client/get-new-token-for-auth2-new-user': () =>
        jsonResponse(200, {
          auth2: { userExists: false, userType: 'client', onboardStep: 'register' },
          profile: { first_name: 'Anna', last_name: 'Andersson' },
        }),
    });
    renderAppAt('/process-login#code=c');

    expect(await screen.findByRole('heading', { name: 'Skapa ditt konto' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/process-login-auth2');
    expect(window.sessionStorage.getItem('sinnro.auth2Token')).toBe('auth2.token.value');
  });

  it("starts the console's impersonation hand-over: a state here, its binding to the console", async () => {
    const replace = vi.fn();
    renderAppAt('/process-login#handover=console');
    vi.stubGlobal('location', { ...window.location, replace });

    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    const target = new URL(String(replace.mock.calls[0]?.[0]));
    expect(`${target.origin}${target.pathname}`).toBe(
      'http://localhost:5173/impersonation-handover',
    );
    const state = String(window.sessionStorage.getItem(STATE_KEY));
    expect(new URLSearchParams(target.hash.slice(1)).get('binding')).toBe(
      createHash('sha256').update(state).digest('base64url'),
    );
    vi.unstubAllGlobals();
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

  it('treats an unknown error or a missing code as a failed login', async () => {
    renderAppAt('/process-login#error=something-else');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Inloggningen misslyckades. Försök igen.',
    );
  });

  it('logs out again when the API refuses the code', async () => {
    window.sessionStorage.setItem(STATE_KEY, 'kept');
    mockFetch(() =>
      jsonResponse(401, {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Inloggningen kunde inte slutföras i den här webbläsaren. Logga in igen',
      }),
    );
    renderAppAt('/process-login#code=c');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Inloggningen misslyckades. Försök igen.',
    );
    expect(window.location.pathname).toBe('/login');
    await waitFor(() => expect(document.cookie).not.toMatch(/(^|; )token=/));
  });
});
