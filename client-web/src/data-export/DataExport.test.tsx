import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../i18n/i18n';
import { fakeToken, klara } from '../test/fixtures';
import { jsonResponse, mockFetch, type RecordedRequest } from '../test/fetch-mock';
import { renderAppAt } from '../test/render-app';

const TOKEN = 'a'.repeat(43);

function signIn(exportAnswer: () => Response): RecordedRequest[] {
  document.cookie = `token=${fakeToken(['client'])}; path=/`;
  return mockFetch((request) => {
    if (request.url.endsWith('/api/users/get-current-user-profile'))
      return jsonResponse(200, klara);
    if (request.url.endsWith(`/api/v1/users/${klara.uuid}/data-exports`))
      return jsonResponse(202, { uuid: 'e1', status: 'pending', created_at: '2026-11-27' });
    if (request.url.endsWith(`/api/v1/data-exports/${TOKEN}`)) return exportAnswer();
    if (request.url.includes('/full-list/')) return jsonResponse(200, []);
    if (request.url.endsWith('/api/v1/users/account-changes'))
      return jsonResponse(200, { pending_email: null, pending_expires_at: null, changes: [] });
    return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' });
  });
}

describe('download my data', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLocale('sv');
  });

  it('asks for a copy from the profile and says a link comes by mail', async () => {
    const requests = signIn(() => jsonResponse(404, { message: 'x' }));
    renderAppAt('/client/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Hämta mina uppgifter' }));
    expect(await screen.findByText(/Tack! Vi sammanställer dina uppgifter/)).toBeInTheDocument();
    expect(
      requests.some(
        (request) =>
          request.method === 'POST' &&
          request.url.endsWith(`/api/v1/users/${klara.uuid}/data-exports`),
      ),
    ).toBe(true);
  });

  it('downloads the file from the mailed link on a click, once', async () => {
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    signIn(
      () =>
        new Response(new Blob(['PK']), {
          status: 200,
          headers: { 'content-type': 'application/zip' },
        }),
    );
    renderAppAt(`/client/data-export/${TOKEN}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Hämta filen' }));
    expect(await screen.findByText(/Filen är hämtad/)).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Hämta filen' })).not.toBeInTheDocument();
  });

  it('shows the server’s text when the link was used already (410), in English', async () => {
    await changeLocale('en');
    signIn(() =>
      jsonResponse(410, {
        statusCode: 410,
        message: 'The link has already been used or has expired.',
      }),
    );
    renderAppAt(`/client/data-export/${TOKEN}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download the file' }));
    expect(
      await screen.findByText('The link has already been used or has expired.'),
    ).toBeInTheDocument();
  });
});
