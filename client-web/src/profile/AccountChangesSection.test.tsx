import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type AccountChanges } from '../api/email-change-api';
import { fakeToken, klara } from '../test/fixtures';
import { jsonResponse, mockFetch, type RecordedRequest } from '../test/fetch-mock';
import { renderAppAt } from '../test/render-app';

const CHANGES: AccountChanges = {
  pending_email: null,
  pending_expires_at: null,
  changes: [
    {
      change: 'phone-changed',
      occurred_at: '2026-11-20T09:30:00.000Z',
      by_owner: false,
      changed_by_name: 'Petra Berg',
    },
    {
      change: 'email-changed',
      occurred_at: '2026-11-19T08:00:00.000Z',
      by_owner: true,
      changed_by_name: null,
    },
  ],
};

function signIn(answers: { changes: () => AccountChanges }): RecordedRequest[] {
  document.cookie = `token=${fakeToken(['client'])}; path=/`;
  return mockFetch((request) => {
    if (request.url.endsWith('/api/users/get-current-user-profile'))
      return jsonResponse(200, klara);
    if (request.url.includes('/full-list/')) return jsonResponse(200, []);
    if (request.url.endsWith('/api/v1/users/account-changes'))
      return jsonResponse(200, answers.changes());
    if (request.url.endsWith('/api/v1/users/email-change')) {
      return jsonResponse(202, {
        status: 'Success',
        message: 'Vi har skickat en länk till ny@exempel.se.',
      });
    }
    return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' });
  });
}

describe('profile: e-mail change and account changes', () => {
  it('lists the account’s changes with who made them', async () => {
    signIn({ changes: () => CHANGES });
    renderAppAt('/client/profile');

    const list = await screen.findByRole('list', { name: 'Ändringar av ditt konto' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Telefonnumret ändrat.*av Petra Berg$/),
      expect.stringMatching(/^E-postadressen ändrad.*av dig$/),
    ]);
  });

  it('asks for an e-mail change and shows that it waits for the new address', async () => {
    let current = { ...CHANGES, changes: [] };
    const requests = signIn({ changes: () => current });
    renderAppAt('/client/profile');
    expect(await screen.findByText('Inga ändringar ännu.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Ny e-postadress' }), 'inte-en-adress');
    await user.click(screen.getByRole('button', { name: 'Skicka länk' }));
    expect(screen.getByText('Ange en giltig e-postadress')).toBeInTheDocument();

    current = {
      pending_email: 'ny@exempel.se',
      pending_expires_at: '2026-11-28T10:00:00.000Z',
      changes: [],
    };
    await user.clear(screen.getByRole('textbox', { name: 'Ny e-postadress' }));
    await user.type(screen.getByRole('textbox', { name: 'Ny e-postadress' }), 'ny@exempel.se');
    await user.click(screen.getByRole('button', { name: 'Skicka länk' }));

    expect(
      await screen.findByText('Vi har skickat en länk till ny@exempel.se.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/^Väntar på bekräftelse från ny@exempel\.se/),
    ).toBeInTheDocument();
    const sent = requests.filter(({ url }) => url.endsWith('/api/v1/users/email-change'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', body: { email: 'ny@exempel.se' } });
  });
});
