import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { consoleSession } from '../providers/session';
import { fakeToken } from '../test/tokens';
import { EidProcessLoginPage } from './EidProcessLoginPage';
import { startConsoleEidLogin } from './eid-login';

describe('the console’s e-ID login', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    consoleSession.clear();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('is offered on the login page, returning to the console', async () => {
    render(<App />);
    const link = await screen.findByRole('link', { name: 'Logga in med e-legitimation' });
    expect(link).toHaveAttribute(
      'href',
      'http://localhost:3000/session/login?kind=therapist&lang=sv&app=console',
    );
  });

  it('binds the login to this tab and keeps the token the API hands over for its state', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await startConsoleEidLogin('en');
    const started = new URL(String(assign.mock.calls[0]?.[0]));
    expect(started.pathname).toBe('/session/login');
    expect(started.searchParams.get('app')).toBe('console');
    expect(started.searchParams.get('binding')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    vi.unstubAllGlobals();

    const token = fakeToken({ roles: ['admin'], expiresInSeconds: 3600 });
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ kind: 'session', token }), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', '/process-login#code=the-code');
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });

    render(<EidProcessLoginPage />);

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(consoleSession.token()).toBe(token);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://localhost:3000/api/v1/account/handover/redeem');
    expect(JSON.parse(init.body as string)).toMatchObject({ code: 'the-code' });
  });

  it('refuses a code this tab did not ask for, and shows the API’s error text', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', '/process-login#code=someone-elses');
    const { unmount } = render(<EidProcessLoginPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Inloggningen misslyckades');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Till inloggningen' })).toHaveAttribute(
      'href',
      '/login',
    );
    unmount();

    window.history.replaceState(
      null,
      '',
      `/process-login#${new URLSearchParams({ error: 'no_account', message: 'Kontot finns inte' }).toString()}`,
    );
    render(<EidProcessLoginPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('Kontot finns inte');
  });
});
