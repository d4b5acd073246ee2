import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../test/fake-api';
import { logInAs } from '../test/log-in';

// Whole-console renders on a loaded 2-core machine take seconds: wait up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

function rowOf(cell: HTMLElement): HTMLElement {
  const row = cell.closest('tr');
  if (row === null) throw new Error('The cell is in no row');
  return row;
}

function hrefOf(input: RequestInfo | URL): string {
  if (input instanceof Request) return input.url;
  return input instanceof URL ? input.href : input;
}

const CLIENT_UUID = '00000000-0000-4000-8000-000000000004';

/** GET /api/admin/users/4: the admin view of the demo client. */
const KLARA = {
  id: 4,
  uuid: CLIENT_UUID,
  external_id: null,
  first_name: 'Klara',
  last_name: 'Karlsson',
  email: 'client@example.com',
  phone: '0701234567',
  national_id: '199001011234',
  birth_year: 1990,
  gender: null,
  position: null,
  specialty: null,
  role: 'client',
  role_name: 'client',
  roles: ['client'],
  permissions: [],
  extra_permissions: [],
  default_lang: 'sv',
  white_label: null,
  profile: { id: 4, first_name: 'Klara', last_name: 'Karlsson' },
  companies: [{ uuid: 'c1', name: 'Exempelbolaget AB', company_role: 'standard-user' }],
  company_units: [],
  health_coach: { uuid: 'h1', first_name: 'Hugo', last_name: 'Holm' },
  therapist: null,
  platform_start_date: null,
  platform_end_date: null,
  free_card: null,
  terms_accepted_at: null,
  activated_at: '2026-01-02T10:00:00.000Z',
  displayed_finding_therapist_dialog_at: null,
  promotion_code: null,
  consent_documents: [],
  motifire_id: null,
  profile_image: null,
  blocked_at: null,
  invitation: null,
};

const ADMIN = {
  role: 'admin',
  firstName: 'Astrid',
  lastName: 'Andersson',
  permissions: ['user.read.[*]', 'user.update.[*]', 'user.delete.[*]'],
};

const ROUTES = {
  '/api/admin/users/4': () => jsonResponse(200, KLARA),
  '/api/users/4/program-subscriptions/sv': () => jsonResponse(200, { program_subscriptions: [] }),
  '/api/users/4/program-subscriptions-types': () => jsonResponse(200, { subscription_types: [] }),
};

describe('GDPR actions on a user', () => {
  it('erase an account only once its e-mail is typed again', async () => {
    const { user, fetchMock } = await logInAs(ADMIN, {
      ...ROUTES,
      [`/api/v1/users/${CLIENT_UUID}/erasure`]: () =>
        jsonResponse(200, { uuid: CLIENT_UUID, pseudonym: 'Raderad användare #4' }),
    });
    await user.click(
      within(rowOf(await screen.findByText('client@example.com'))).getByText('Klara'),
    );
    await user.click(await screen.findByRole('button', { name: 'Radera konto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Radera kontot för Klara Karlsson?' });
    const confirm = within(dialog).getByRole('button', { name: 'Radera kontot' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Kontots e-postadress'), 'client@example.co');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Kontots e-postadress'), 'm');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(
      await screen.findByText('Kontot är raderat; det visas nu som Raderad användare #4'),
    ).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) =>
      hrefOf(url).endsWith(`/api/v1/users/${CLIENT_UUID}/erasure`),
    );
    expect(call?.[1]?.method).toBe('POST');
    expect(call?.[1]?.body).toBe(JSON.stringify({ confirm_email: 'client@example.com' }));
  });

  it('ask for the person’s data export on their behalf after a confirmation', async () => {
    const { user, fetchMock } = await logInAs(ADMIN, {
      ...ROUTES,
      [`/api/v1/users/${CLIENT_UUID}/data-exports`]: () =>
        jsonResponse(202, { uuid: 'e1', status: 'pending' }),
    });
    await user.click(
      within(rowOf(await screen.findByText('client@example.com'))).getByText('Klara'),
    );
    await user.click(await screen.findByRole('button', { name: 'Hämta uppgifter åt användaren' }));
    await user.click(await screen.findByRole('button', { name: 'Bekräfta' }));
    expect(
      await screen.findByText('Kopian tas fram; Klara Karlsson får ett mejl med länken'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            hrefOf(url).endsWith(`/api/v1/users/${CLIENT_UUID}/data-exports`) &&
            init?.method === 'POST',
        ),
      ).toBe(true),
    );
  });
});
