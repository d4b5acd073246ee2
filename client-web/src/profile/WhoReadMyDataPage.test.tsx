import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../i18n/i18n';
import { fakeToken, klara } from '../test/fixtures';
import { jsonResponse, mockFetch, type RecordedRequest } from '../test/fetch-mock';
import { renderAppAt } from '../test/render-app';
import { stubScreenWidth } from '../test/screen-width';
import { type OwnAccessLogEntry, type OwnAccessLogPage } from './access-log-api';

const IMPERSONATION: OwnAccessLogEntry = {
  occurred_at: '2026-11-20T09:30:00.000Z',
  who: 'Administratör (visade kontot som dig)',
  role: null,
  impersonation: true,
  action: 'read',
  what: { key: 'accessLog.what.impersonation', params: {}, text: 'Hela kontot, som du ser det' },
  relation: 'impersonation',
  relation_text: 'Administratör som visade kontot som dig',
};

const THERAPIST: OwnAccessLogEntry = {
  occurred_at: '2026-11-19T08:00:00.000Z',
  who: 'Tova Terapeut',
  role: 'Klinikterapeut',
  impersonation: false,
  action: 'read',
  what: { key: 'accessLog.what.clientNotes', params: {}, text: 'Anteckningar' },
  relation: 'assigned-therapist',
  relation_text: 'Din tilldelade terapeut',
};

function signIn(pageOf: (page: number) => OwnAccessLogPage): RecordedRequest[] {
  document.cookie = `token=${fakeToken(['client'])}; path=/`;
  return mockFetch((request) => {
    if (request.url.endsWith('/api/users/get-current-user-profile'))
      return jsonResponse(200, klara);
    const log = /\/api\/v1\/users\/([^/]+)\/access-log\?page=(\d+)/.exec(request.url);
    if (log !== null && log[1] === klara.uuid) return jsonResponse(200, pageOf(Number(log[2])));
    if (request.url.includes('/full-list/')) return jsonResponse(200, []);
    if (request.url.endsWith('/api/v1/users/account-changes'))
      return jsonResponse(200, { pending_email: null, pending_expires_at: null, changes: [] });
    return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' });
  });
}

const onePage = (data: OwnAccessLogEntry[], total = data.length, page = 1): OwnAccessLogPage => ({
  data,
  total,
  page,
  per_page: 20,
});

describe('who has read my data', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLocale('sv');
  });

  it('is reached from the profile and lists who read what, an impersonation marked (table)', async () => {
    stubScreenWidth(1280);
    signIn(() => onePage([IMPERSONATION, THERAPIST]));
    renderAppAt('/client/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Vem har läst mina uppgifter' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vem har läst mina uppgifter' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Vem har läst mina uppgifter' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['När', 'Vem', 'Vad', 'Vårdrelation']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Administratör (visade kontot som dig)');
    expect(rows[0]).toHaveTextContent('Hela kontot, som du ser det');
    expect(rows[0]).toHaveTextContent('Administratör som visade kontot som dig');
    expect(rows[1]).toHaveTextContent('Tova Terapeut · Klinikterapeut');
    expect(rows[1]).toHaveTextContent('Din tilldelade terapeut');
    // One page: no paging.
    expect(screen.queryByRole('button', { name: 'Sida 2' })).toBeNull();
  });

  it('shows cards on a phone and pages through the log', async () => {
    stubScreenWidth(390);
    const requests = signIn((page) =>
      page === 1 ? onePage([IMPERSONATION], 21, 1) : onePage([THERAPIST], 21, 2),
    );
    renderAppAt('/client/profile/access-log');
    const list = await screen.findByRole('list', { name: 'Vem har läst mina uppgifter' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('Vårdrelation: Administratör som visade kontot som dig');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sida 2' }));
    expect(await screen.findByText('Tova Terapeut')).toBeInTheDocument();
    expect(
      requests.filter(({ url }) => url.includes('/access-log')).map(({ url }) => url.split('?')[1]),
    ).toEqual(['page=1&per_page=20', 'page=2&per_page=20']);
  });

  it('says so when nobody has read anything, in English too', async () => {
    stubScreenWidth(1280);
    signIn(() => onePage([]));
    await changeLocale('en');
    renderAppAt('/client/profile/access-log');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Who has read my data' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Nobody has read your data yet.')).toBeInTheDocument();
  });
});
