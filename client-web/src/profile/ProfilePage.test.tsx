import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type CurrentUser } from '../api/types';
import { fakeToken, makeUser } from '../test/fixtures';
import { jsonResponse, mockFetch, type RecordedRequest } from '../test/fetch-mock';
import { renderAppAt } from '../test/render-app';
import { profileChangesOf, profileFormOf } from './profile-validation';

const LISTS: Record<string, { id: number; code: string; name: string }[]> = {
  gender: [{ id: 1, code: 'f', name: 'Kvinna' }],
  position: [{ id: 2, code: 'psychologist', name: 'Psykolog' }],
  speciality: [{ id: 3, code: 'stress', name: 'Stress' }],
};

function signIn(user: CurrentUser): RecordedRequest[] {
  document.cookie = `token=${fakeToken([user.role])}; path=/`;
  return mockFetch((request) => {
    if (request.url.endsWith('/api/users/get-current-user-profile')) return jsonResponse(200, user);
    const list = /\/api\/(\w+)\/full-list\//.exec(request.url)?.[1];
    if (list !== undefined && list in LISTS) return jsonResponse(200, LISTS[list]);
    if (request.url.endsWith('/api/users/update-current-user-profile'))
      return jsonResponse(200, { ...user, ...(request.body as object), profile: user.profile });
    return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' });
  });
}

const therapist = makeUser({
  email: 'tove@example.se',
  role: 'therapist-premium',
  role_name: 'Therapist premium',
  roles: ['therapist-premium'],
  permissions: [],
  position: 'psychologist',
  specialty: 'stress',
  profile: { id: 12, first_name: 'Tove', last_name: 'Terapeut' },
});

describe('profile page fields by role', () => {
  it('shows a client no position or specialty and sends neither', async () => {
    const requests = signIn(makeUser({ position: 'psychologist', specialty: 'stress' }));
    renderAppAt('/client/profile');
    const user = userEvent.setup();

    const gender = await screen.findByLabelText('Kön');
    await waitFor(() =>
      expect(within(gender).getByRole('option', { name: 'Kvinna' })).toBeEnabled(),
    );
    expect(screen.queryByLabelText('Befattning')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Specialitet')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Dina uppgifter är sparade.')).toBeInTheDocument();
    const update = requests.find((request) => request.url.endsWith('/update-current-user-profile'));
    expect(update?.body).not.toHaveProperty('position');
    expect(update?.body).not.toHaveProperty('specialty');
  });

  it('keeps a therapist’s position and specialty and sends them', async () => {
    const requests = signIn(therapist);
    renderAppAt('/therapist-premium/profile');
    const user = userEvent.setup();

    const position = await screen.findByLabelText('Befattning');
    await waitFor(() =>
      expect(within(position).getByRole('option', { name: 'Psykolog' })).toBeEnabled(),
    );
    expect(position).toHaveValue('psychologist');
    expect(screen.getByLabelText('Specialitet')).toHaveValue('stress');

    await user.selectOptions(screen.getByLabelText('Specialitet'), '');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Dina uppgifter är sparade.')).toBeInTheDocument();
    const update = requests.find((request) => request.url.endsWith('/update-current-user-profile'));
    expect(update?.body).toMatchObject({ position: 'psychologist', specialty: null });
  });

  it('builds the request body with the clinician fields only for clinicians', () => {
    const form = profileFormOf(therapist);
    expect(profileChangesOf(form, 'clinic-therapist')).toMatchObject({
      position: 'psychologist',
      specialty: 'stress',
    });
    expect(profileChangesOf(form, 'hc')).toHaveProperty('position', 'psychologist');
    for (const role of ['client', 'clinic-admin', 'company-admin']) {
      const body = profileChangesOf(form, role);
      expect(body).not.toHaveProperty('position');
      expect(body).not.toHaveProperty('specialty');
    }
  });
});
