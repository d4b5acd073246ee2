import { act, render } from '@testing-library/react';
import { AdminContext, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdleLogout } from './idle-logout';

function Idle({ idleMs }: { idleMs: number }) {
  useIdleLogout(idleMs);
  return <p>Konsolen</p>;
}

function authProvider(): AuthProvider {
  return {
    login: vi.fn(() => Promise.resolve()),
    logout: vi.fn(() => Promise.resolve()),
    checkAuth: vi.fn(() => Promise.resolve()),
    checkError: vi.fn(() => Promise.resolve()),
    getPermissions: vi.fn(() => Promise.resolve()),
  };
}

describe('idle logout of the console', () => {
  afterEach(() => vi.useRealTimers());

  it('ends the session after the idle time, not before, and activity postpones it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const auth = authProvider();
    render(
      <AdminContext authProvider={auth}>
        <Idle idleMs={15 * 60_000} />
      </AdminContext>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 * 60_000);
    });
    window.dispatchEvent(new Event('keydown'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 * 60_000);
    });
    expect(auth.logout).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5 * 60_000);
    });
    expect(auth.logout).toHaveBeenCalled();
  });
});
