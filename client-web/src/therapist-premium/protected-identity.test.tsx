import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest } from '../test/fetch-mock';
import { fakeToken, makeUser } from '../test/fixtures';
import { renderAppAt } from '../test/render-app';
import { validateClient } from './client-form';

function serve(client: Record<string, unknown>): RecordedRequest[] {
  const role = 'therapist-premium';
  document.cookie = `token=${fakeToken([role])}; path=/`;
  const user = makeUser({
    role,
    roles: [role],
    permissions: ['user.create.[therapist]', 'user.read.[therapist]'],
    profile: { id: 1, first_name: 'Tove', last_name: 'Lind' },
  });
  return mockFetch((request) => {
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    if (url.pathname === '/api/users/get-current-user-profile') return jsonResponse(200, user);
    if (url.pathname === '/api/get-my-candidates') {
      return jsonResponse(200, { data: [], total: 0, badge_total: 0 });
    }
    if (key === 'GET /api/users/5/edit') return jsonResponse(200, client);
    if (key === 'PUT /api/users/5') {
      return jsonResponse(200, { ...client, ...(request.body as object) });
    }
    return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Hittades inte' });
  });
}

/** A client with protected identity, as the server answers staff: no personal number. */
const asta = {
  id: 5,
  uuid: 'c5',
  first_name: 'Asta',
  last_name: 'Ek',
  email: 'asta@example.se',
  national_id: null,
  protected_identity: true,
  phone: '0701234567',
  default_lang: 'sv',
  pending_email: null,
};

describe('a client with protected identity (skyddad identitet)', () => {
  it('shows "Skyddad identitet" instead of the number, and saves without one', async () => {
    const requests = serve(asta);
    renderAppAt('/therapist-premium/users/edit/5');
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Personnummer' });
    expect(field).toHaveValue('Skyddad identitet');
    expect(field).toBeDisabled();
    expect(screen.getByText('Personnumret visas inte för personal.')).toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: 'Telefonnummer' });
    await user.clear(phone);
    await user.type(phone, '0709876543');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Klart')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      first_name: 'Asta',
      last_name: 'Ek',
      email: 'asta@example.se',
      phone: '0709876543',
      default_lang: 'sv',
    });
  });

  it('needs no number in the form check', () => {
    const form = {
      first_name: 'Asta',
      last_name: 'Ek',
      email: 'asta@example.se',
      national_id: '',
      phone: '0701234567',
      default_lang: 'sv' as const,
    };
    expect(validateClient(form, true)).toEqual({});
    expect(validateClient(form)).toEqual({ national_id: 'nationalIdRequired' });
  });
});
