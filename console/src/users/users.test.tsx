import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../test/fake-api';
import { logInAs } from '../test/log-in';

// Whole-console renders on a loaded 2-core machine take seconds: wait up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

/** The table row around a cell. */
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

const SUBSCRIPTION = {
  id: 11,
  uuid: '5b0c0de1-0000-4000-8000-0000000000a1',
  user_id: 4,
  subscription_model_name: 'Self study',
  subscription_model_uuid: '5b0c0de1-0000-4000-8000-000000000001',
  status: 'active',
  display_status: 'active',
  start_date: '2026-11-01',
  end_date: '2026-12-27',
  days_left: 33,
  few_days_left: false,
  is_trial: false,
  temporary: false,
  progress: 40,
  ended_at: null,
  end_reason: null,
  end_comment: null,
  created_at: '2026-11-01T08:00:00.000Z',
  language: 'sv',
  programs: [{ id: 3, name: 'Sömnprogrammet' }],
  modules: [],
};

const ADMIN = {
  role: 'admin',
  firstName: 'Astrid',
  lastName: 'Andersson',
  permissions: [
    'user.read.[*]',
    'user.update.[*]',
    'user.impersonate.[*]',
    'access-log.read.[*]',
    'user/subscription.read.[*]',
    'user/subscription.create.[*]',
    'user/subscription.update.[*]',
  ],
};

describe('users', () => {
  it('let an admin open a user from the list: details, subscriptions and access log', async () => {
    const { user } = await logInAs(ADMIN, {
      '/api/admin/users/4': () => jsonResponse(200, KLARA),
      '/api/users/4/program-subscriptions/sv': () =>
        jsonResponse(200, { program_subscriptions: [SUBSCRIPTION] }),
      '/api/users/4/program-subscriptions-types': () =>
        jsonResponse(200, {
          subscription_types: [
            {
              subscription_model_uuid: '5b0c0de1-0000-4000-8000-000000000002',
              subscription_model_name: 'Therapist assisted',
              active: false,
              can_add: true,
            },
          ],
        }),
      [`/api/v1/users/${CLIENT_UUID}/access-log`]: () =>
        jsonResponse(200, {
          data: [
            {
              occurred_at: '2026-11-20T09:30:00.000Z',
              actor_uuid: '00000000-0000-4000-8000-000000000001',
              actor_name: 'Astrid Andersson',
              acting_as_uuid: null,
              acting_as_name: null,
              client_uuid: CLIENT_UUID,
              action: 'read',
              resource: 'user.profile',
              resource_id: null,
              request_id: 'r1',
              what: { key: 'accessLog.what.profile', params: {}, text: 'Profiluppgifter' },
              link: null,
            },
            {
              occurred_at: '2026-11-19T09:30:00.000Z',
              actor_uuid: 'h1',
              actor_name: 'Hugo Holm',
              acting_as_uuid: null,
              acting_as_name: null,
              client_uuid: CLIENT_UUID,
              action: 'read',
              resource: 'specialist.client-summary',
              resource_id: '4',
              request_id: 'r2',
              what: { key: 'accessLog.what.clientSummary', params: {}, text: 'Klientöversikt' },
              link: '/hc/client-report/4',
            },
          ],
          total: 2,
          page: 1,
          per_page: 25,
        }),
    });
    await user.click(
      within(rowOf(await screen.findByText('client@example.com'))).getByText('Klara'),
    );

    expect(await screen.findByText('199001011234')).toBeInTheDocument();
    expect(screen.getByText('Hugo Holm')).toBeInTheDocument();
    expect(screen.getByText('Exempelbolaget AB')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/users/4');

    await user.click(screen.getByRole('tab', { name: 'Prenumerationer' }));
    const subscriptions = within(await screen.findByRole('list', { name: 'Prenumerationer' }));
    expect(subscriptions.getByText('Sömnprogrammet')).toBeInTheDocument();
    // The model in Swedish, never the stored code 'Self study'.
    expect(subscriptions.getByText('Självstudier')).toBeInTheDocument();
    expect(subscriptions.queryByText('Self study')).toBeNull();
    expect(subscriptions.getByRole('link', { name: 'Redigera' })).toHaveAttribute(
      'href',
      `/users/subscriptions/edit/4/${SUBSCRIPTION.subscription_model_uuid}`,
    );
    expect(
      screen.getByRole('link', { name: 'Lägg till Behandling med terapeutstöd' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Åtkomstlogg' }));
    const log = within(await screen.findByRole('table', { name: 'Åtkomstlogg' }));
    // What was read in words, linked to where it is shown; never the stored key or raw id.
    expect(log.getByText('Profiluppgifter')).toBeInTheDocument();
    expect(log.queryByRole('link', { name: 'Profiluppgifter' })).not.toBeInTheDocument();
    expect(log.getByRole('link', { name: 'Klientöversikt' })).toHaveAttribute(
      'href',
      '/hc/client-report/4',
    );
    expect(log.queryByText(/user\.profile|specialist\.client-summary/)).not.toBeInTheDocument();
    expect(log.getAllByText('Läst')).toHaveLength(2);
    expect(log.getByText('Hugo Holm')).toBeInTheDocument();
    expect(log.getByText('Astrid Andersson')).toBeInTheDocument();
  });

  it('block a user after a confirmation', async () => {
    let blocked = false;
    const { user, fetchMock } = await logInAs(ADMIN, {
      '/api/admin/users/4': () =>
        jsonResponse(200, { ...KLARA, blocked_at: blocked ? '2026-11-24T06:00:00.000Z' : null }),
      '/api/users/4/program-subscriptions/sv': () =>
        jsonResponse(200, { program_subscriptions: [] }),
      '/api/users/4/program-subscriptions-types': () =>
        jsonResponse(200, { subscription_types: [] }),
      '/api/users/4/block': () => {
        blocked = true;
        return jsonResponse(200, { id: 4, blocked_at: '2026-11-24T06:00:00.000Z' });
      },
    });
    await user.click(
      within(rowOf(await screen.findByText('client@example.com'))).getByText('Klara'),
    );
    await user.click(await screen.findByRole('button', { name: 'Blockera' }));
    expect(await screen.findByText('Blockera Klara Karlsson?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bekräfta' }));
    expect(await screen.findByText('Klara Karlsson är blockerad')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => hrefOf(url).endsWith('/api/users/4/block') && init?.method === 'PUT',
      ),
    ).toBe(true);
    expect(await screen.findByRole('button', { name: 'Häv blockering' })).toBeInTheDocument();
  });

  it('let a health coach add a client, showing the server’s field errors under the inputs', async () => {
    let attempts = 0;
    const { user, visit, currentPath } = await logInAs(
      {
        role: 'hc',
        firstName: 'Hugo',
        lastName: 'Holm',
        permissions: ['user.read.[*]', 'user.create.[*]', 'user.update.[*]'],
      },
      {
        '/api/get-my-candidates': () =>
          jsonResponse(200, { data: [], total: 0, page: 1, per_page: 200, badge_total: 0 }),
        '/api/users': () => {
          attempts += 1;
          return attempts === 1
            ? jsonResponse(400, {
                statusCode: 400,
                error: 'Bad Request',
                message: 'Uppgifterna är ogiltiga',
                errors: { email: ['E-postadressen finns redan'] },
              })
            : jsonResponse(201, { ...KLARA, id: 9 });
        },
        '/api/admin/users/9': () => jsonResponse(200, { ...KLARA, id: 9 }),
        '/api/users/9/program-subscriptions/sv': () =>
          jsonResponse(200, { program_subscriptions: [SUBSCRIPTION] }),
        '/api/users/9/program-subscriptions-types': () =>
          jsonResponse(200, { subscription_types: [] }),
      },
    );
    await visit('/hc/users/list');
    await user.click(await screen.findByRole('link', { name: 'Skapa' }));
    await waitFor(() => expect(currentPath()).toBe('/hc/users/add'));

    const saveButton = await screen.findByRole('button', { name: 'Spara' });
    await user.click(saveButton);
    expect(await screen.findByText('Förnamn krävs')).toBeInTheDocument();
    expect(screen.getByText('Personnummer krävs')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Förnamn *'), 'Klara');
    await user.type(screen.getByLabelText('Efternamn *'), 'Karlsson');
    await user.type(screen.getByLabelText('E-post *'), 'client@example.com');
    await user.type(screen.getByLabelText('Telefon *'), '0701234567');
    await user.type(screen.getByLabelText('Personnummer *'), '1990010112');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(
      await screen.findByText('Personnumret ska vara 12 siffror och bara siffror'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Personnummer *'), '34');

    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('E-postadressen finns redan')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(currentPath()).toBe('/hc/users/edit/9'));
    // The edit view loads lazily; the add form stays on screen until it has.
    expect(
      await screen.findByRole('link', { name: 'Inbjudan och förberedda prenumerationer' }),
    ).toHaveAttribute('href', '/hc/users/edit-temp/9');
    expect(await screen.findByLabelText('Förnamn *')).toHaveValue('Klara');
    const subscriptions = within(await screen.findByRole('list', { name: 'Prenumerationer' }));
    expect(subscriptions.getByText('Sömnprogrammet')).toBeInTheDocument();
  }, 60_000);

  it('open /admin/users/list/{pageNo} on that page of the list', async () => {
    const { visit, currentPath, fetchMock } = await logInAs(ADMIN);
    await waitFor(() => expect(currentPath()).toBe('/admin/users/list'));
    await visit('/admin/users/list/2');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) =>
          decodeURIComponent(hrefOf(url)).includes('range=[25,49]'),
        ),
      ).toBe(true),
    );
  });
});
