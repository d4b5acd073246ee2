import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CurrentUser } from '../api/types';
import { i18n } from '../i18n/i18n';
import { fakeToken, klara, tove } from '../test/fixtures';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { type Session, SessionContext } from './session-context';
import { SESSION_LOCK_KEY, IDLE_LIMITS, readLock } from './session-lock';
import { SessionLock } from './SessionLock';

function fakeSession(user: CurrentUser): Session {
  return {
    token: 'token',
    user,
    signIn: vi.fn(),
    signOut: vi.fn(),
    logOut: vi.fn(() => Promise.resolve()),
    updateUser: vi.fn(),
    loadUser: vi.fn(() => Promise.resolve(user)),
  };
}

function renderLocked(user: CurrentUser, session = fakeSession(user)) {
  render(
    <SessionContext.Provider value={session}>
      <SessionLock user={user}>
        <p>PHQ-9: 21 poäng</p>
      </SessionLock>
    </SessionContext.Provider>,
  );
  return session;
}

/** Lets the idle time pass on fake timers, then goes back to real ones for the lazy chunk. */
function idle(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
  vi.useRealTimers();
}

describe('session lock', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('locks a therapist after 15 minutes, hiding the page that stays mounted', async () => {
    renderLocked(tove);
    act(() => {
      vi.advanceTimersByTime(IDLE_LIMITS.staff.lockMs - 1_000);
    });
    expect(screen.getByText('PHQ-9: 21 poäng')).toBeVisible();
    idle(1_000);

    expect(await screen.findByRole('heading', { name: 'Skärmen är låst' })).toBeVisible();
    const page = screen.getByText('PHQ-9: 21 poäng');
    expect(page).toBeInTheDocument();
    expect(page).not.toBeVisible();
    expect(page.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(readLock(tove.uuid)).not.toBeNull();
  });

  it('gives a client a longer idle time', () => {
    renderLocked(klara);
    act(() => {
      vi.advanceTimersByTime(IDLE_LIMITS.staff.lockMs + 1_000);
    });
    expect(localStorage.getItem(SESSION_LOCK_KEY)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(IDLE_LIMITS.client.lockMs);
    });
    expect(readLock(klara.uuid)).not.toBeNull();
  });

  it('unlocks with the password and shows the same page again', async () => {
    const token = fakeToken(['therapist-premium']);
    const requests = mockFetch(({ url }) =>
      url.endsWith('/client/login')
        ? jsonResponse(200, { token, user: tove })
        : jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' }),
    );
    const session = renderLocked(tove);
    idle(IDLE_LIMITS.staff.lockMs);

    await userEvent.type(await screen.findByLabelText('Lösenord'), 'Sinnro-demo-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Lås upp' }));

    await waitFor(() => expect(screen.queryByText('Skärmen är låst')).toBeNull());
    expect(requests[0]?.body).toEqual({ email: tove.email, password: 'Sinnro-demo-2026' });
    expect(session.signIn).toHaveBeenCalledWith(token, tove);
    expect(screen.getByText('PHQ-9: 21 poäng')).toBeVisible();
    expect(screen.getByText('PHQ-9: 21 poäng').closest('[aria-hidden="true"]')).toBeNull();
    expect(localStorage.getItem(SESSION_LOCK_KEY)).toBeNull();
  });

  it('locks again after the idle time once unlocked', async () => {
    const token = fakeToken(['therapist-premium']);
    mockFetch(({ url }) =>
      url.endsWith('/client/login')
        ? jsonResponse(200, { token, user: tove })
        : jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' }),
    );
    renderLocked(tove);
    idle(IDLE_LIMITS.staff.lockMs);
    await userEvent.type(await screen.findByLabelText('Lösenord'), 'Sinnro-demo-2026');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await act(async () => {
      screen.getByRole('button', { name: 'Lås upp' }).click();
      await vi.runOnlyPendingTimersAsync();
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByText('Skärmen är låst')).toBeNull();
    idle(IDLE_LIMITS.staff.lockMs + 1_000);
    expect(await screen.findByRole('heading', { name: 'Skärmen är låst' })).toBeVisible();
  });

  it("shows the server's text for a wrong password or a role that must use e-ID", async () => {
    mockFetch(() =>
      jsonResponse(403, {
        statusCode: 403,
        error: 'Forbidden',
        message: 'Sign in with BankID: your role requires e-ID',
      }),
    );
    await i18n.changeLanguage('en');
    renderLocked(tove);
    idle(IDLE_LIMITS.staff.lockMs);

    await userEvent.type(await screen.findByLabelText('Password'), 'Sinnro-demo-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign in with BankID: your role requires e-ID',
    );
    expect(screen.getByRole('link', { name: 'Unlock with BankID' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'The screen is locked' })).toBeVisible();
  });

  it('unlocks with e-ID: keeps this page for the same user and leaves for the issuer', async () => {
    window.history.replaceState(null, '', '/clients/abc?tab=notes');
    renderLocked(tove);
    idle(IDLE_LIMITS.staff.lockMs);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });

    await userEvent.click(await screen.findByRole('link', { name: 'Lås upp med BankID' }));

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(new URL(String(assign.mock.calls[0]?.[0])).pathname).toBe('/session/login');
    expect(JSON.parse(String(sessionStorage.getItem('sinnro.eidReturnTo')))).toEqual({
      path: '/clients/abc?tab=notes',
      uuid: tove.uuid,
    });
    sessionStorage.clear();
  });

  it('logs out from the lock screen', async () => {
    const session = renderLocked(tove);
    idle(IDLE_LIMITS.staff.lockMs);
    await userEvent.click(await screen.findByRole('button', { name: 'Logga ut' }));
    expect(session.logOut).toHaveBeenCalled();
  });

  it('stays locked after a reload and ends the session at the hard limit', async () => {
    localStorage.setItem(
      SESSION_LOCK_KEY,
      JSON.stringify({ uuid: tove.uuid, idleSince: Date.now() - IDLE_LIMITS.staff.lockMs }),
    );
    const session = renderLocked(tove);
    act(() => {
      vi.advanceTimersByTime(IDLE_LIMITS.staff.logoutMs - IDLE_LIMITS.staff.lockMs - 1_000);
    });
    expect(session.logOut).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(session.logOut).toHaveBeenCalled();
    vi.useRealTimers();
    expect(await screen.findByRole('heading', { name: 'Skärmen är låst' })).toBeVisible();
  });
});
