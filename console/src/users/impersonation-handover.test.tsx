import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImpersonationHandoverPage } from './ImpersonationHandoverPage';
import { handImpersonationOver, takePendingImpersonation } from './impersonation-handover';

const BINDING = 'n4bQgYhMfWWaL-qgxVrQFaO_TxsrC4Is0V1sFbDwCgg';

describe('the impersonation hand-over to client-web', () => {
  afterEach(() => window.sessionStorage.clear());

  it('keeps the token in this tab only until taken once, and sends no token in the URL', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    handImpersonationOver('the.impersonation.token', 'sv');

    expect(assign).toHaveBeenCalledWith('http://localhost:5174/process-login#handover=console');
    expect(takePendingImpersonation()).toMatchObject({
      token: 'the.impersonation.token',
      locale: 'sv',
    });
    expect(takePendingImpersonation()).toBeNull();
  });

  it('forgets a kept token after two minutes', () => {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    handImpersonationOver('old', 'en');
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 2 * 60_000 + 1);
    expect(takePendingImpersonation()).toBeNull();
  });

  it('turns client-web’s binding into a one-time code for the kept token', async () => {
    const replace = vi.fn();
    window.history.replaceState(null, '', `/impersonation-handover#binding=${BINDING}`);
    vi.stubGlobal('location', { ...window.location, assign: vi.fn(), replace });
    handImpersonationOver('the.impersonation.token', 'sv');
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ code: 'the-code' }), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);

    render(<ImpersonationHandoverPage />);

    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith('http://localhost:5174/process-login#code=the-code'),
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://localhost:3000/api/v1/account/handover');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer the.impersonation.token');
    expect(JSON.parse(init.body as string)).toEqual({ binding: BINDING });
  });

  it('does nothing for a link without the admin’s click (no kept token)', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', `/impersonation-handover#binding=${BINDING}`);

    render(<ImpersonationHandoverPage />);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Det gick inte att logga in som den här användaren',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
