import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clientSession } from '../session/session-token';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { fakeToken, klara } from '../test/fixtures';
import { renderAppAt } from '../test/render-app';

const impersonated = {
  ...klara,
  impersonation: { original_user_id: 'admin-uuid', impersonating_as_id: klara.uuid },
};

describe('impersonation bar', () => {
  it('names the user an administrator acts as, and Exit returns to the console', async () => {
    clientSession.store(fakeToken(['client']));
    const requests = mockFetch((request) =>
      request.url.endsWith('/api/users/get-current-user-profile')
        ? jsonResponse(200, impersonated)
        : jsonResponse(200, { token: fakeToken(['admin']), user: {} }),
    );
    renderAppAt('/client/dashboard');

    const bar = await screen.findByRole('region', { name: 'Inloggad som en annan användare' });
    // Stubbed once the page is shown: the router reads the real location until then.
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    expect(within(bar).getByText('Du är inloggad som Klara Lind')).toBeInTheDocument();
    await userEvent.setup().click(within(bar).getByRole('button', { name: 'Avsluta' }));

    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost:5173/admin/users/list'),
    );
    const stop = requests.find((request) => request.url.includes('/api/users/impersonate/stop'));
    expect(stop?.method).toBe('POST');
    expect(document.cookie).not.toContain('token=');
  });

  it('is absent in an ordinary session', async () => {
    clientSession.store(fakeToken(['client']));
    mockFetch(() => jsonResponse(200, klara));
    renderAppAt('/client/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Välkommen, Klara' });
    expect(screen.queryByRole('region', { name: 'Inloggad som en annan användare' })).toBeNull();
  });
});
