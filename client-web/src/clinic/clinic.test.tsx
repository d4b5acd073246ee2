import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest } from '../test/fetch-mock';
import { fakeToken, makeUser } from '../test/fixtures';
import { renderAppAt } from '../test/render-app';
import { stubScreenWidth } from '../test/screen-width';

const CLINIC = '5e1d0c0a-0000-4000-8000-000000000003';

const membership = {
  uuid: CLINIC,
  name: 'Demokliniken AB',
  company_role: 'standard-user',
  company_email: null,
  default_company_unit_uuid: null,
};

const clinicAdmin = makeUser({
  role: 'clinic-admin',
  roles: ['clinic-admin'],
  profile: { id: 21, first_name: 'Cilla', last_name: 'Admin' },
  permissions: [
    'company.read.[company]',
    'user.read.[company]',
    'user-invitation.create.[company]',
    'user-invitation.read.[company]',
    'user-invitation.update.[company]',
  ],
  companies: [membership],
});

const clinicTherapist = (permissions: string[]) =>
  makeUser({
    role: 'clinic-therapist',
    roles: ['clinic-therapist'],
    profile: { id: 22, first_name: 'Tove', last_name: 'Terapeut' },
    permissions,
    companies: [membership],
  });

const THERAPIST_GRANTS = [
  'user.read.[therapist]',
  'user-invitation.create.[company]',
  'user-invitation.read.[company]',
  'user-invitation.update.[company]',
  'faq.read.[therapist]',
];

const product = (code: string, name: string, sort_order: number) => ({
  id: sort_order,
  code,
  name,
  type: 'private',
  category: code,
  category_name: name,
  sort_order,
  is_selected: true,
  is_disabled: false,
  default_price: 0,
  credit_value: 1,
  per_call: false,
  starting_at: false,
  external_id: null,
  number_of_test_kits: null,
  number_of_calls: null,
  unit_price: null,
  cost_centre_uuid: null,
});

let serial = 0;
const invitation = (body: { email: string; role?: string; products?: string[] }) => {
  serial += 1;
  const uuid = `9a1d0c0a-0000-4000-8000-0000000001${String(serial).padStart(2, '0')}`;
  return {
    uuid,
    id: uuid,
    status: 'pending',
    user_uuid: uuid,
    first_name: 'Ines',
    last_name: 'Inbjuden',
    email: body.email,
    phone: '0701234567',
    national_id: '199001012385',
    default_lang: 'sv',
    role: body.role ?? 'client',
    company_uuid: CLINIC,
    unit_uuid: null,
    company_role: 'standard-user',
    permissions: [],
    products: body.products ?? [],
    invited_by: null,
    created_at: '2026-11-24T10:00:00.000Z',
    updated_at: '2026-11-24T10:00:00.000Z',
    expires_at: '2026-12-08T10:00:00.000Z',
    accepted_at: null,
  };
};

const member = (uuid: string, first: string, email: string, role: string) => ({
  uuid,
  first_name: first,
  last_name: 'Klinik',
  email,
  role,
  company_role: 'standard-user',
  units: [],
  services: role === 'client' ? [{ code: 'digital_treatment', name: 'Digital behandling' }] : [],
  credits: null,
});

function signIn(user: ReturnType<typeof makeUser>) {
  document.cookie = `token=${fakeToken([user.role])}; path=/`;
  const pending: ReturnType<typeof invitation>[] = [];
  let attempts = 0;
  return mockFetch((request) => {
    const { url, method } = request;
    if (url.endsWith('/api/users/get-current-user-profile')) return jsonResponse(200, user);
    if (url.endsWith('/api/get-my-candidates'))
      return jsonResponse(200, {
        data: [
          {
            id: 31,
            uuid: '9a1d0c0a-0000-4000-8000-000000000031',
            first_name: 'Klas',
            last_name: 'Klient',
            name: 'Klas Klient',
            email: 'klinikklient@example.com',
            badges: { waiting_approvals: 0, unread_risk_flags: 0, new_reports: 0, total: 0 },
            subscription_models: ['Therapist assisted'],
            end_date: null,
            days_left: null,
            ending_soon: false,
            passive: false,
            blocked: { active: false, message: null, end_date: null },
            snoozed: { active: false, message: null, end_date: null },
          },
        ],
        total: 1,
        page: 1,
        per_page: 200,
        badge_total: 0,
      });
    if (url.includes('/api/unread')) return jsonResponse(200, { total: 0 });
    if (url.includes(`/api/v1/invitations/companies/${CLINIC}/products/`))
      return jsonResponse(200, [
        product('digital_treatment', 'Digital behandling', 10),
        product('session_45', 'Samtal 45 minuter', 20),
      ]);
    if (url.includes(`/api/v1/invitations/companies/${CLINIC}/care/`))
      return jsonResponse(200, {
        therapists: [{ uuid: '9a1d0c0a-0000-4000-8000-000000000041', name: 'Tove Lind' }],
        programs: [
          {
            uuid: 'dc0c0de0-0000-4000-8000-000000000201',
            name: 'Må bättre',
            subscription_model_uuid: 'dc0c0de0-0000-4000-8000-000000000101',
            subscription_model_name: 'Therapist assisted',
          },
        ],
      });
    if (url.includes(`/api/v1/companies/${CLINIC}/users`))
      return jsonResponse(200, {
        data: [
          member(
            '9a1d0c0a-0000-4000-8000-000000000041',
            'Tove',
            'tove@example.com',
            'clinic-therapist',
          ),
          member('9a1d0c0a-0000-4000-8000-000000000042', 'Klas', 'klas@example.com', 'client'),
        ],
        total: 2,
        page: 1,
        per_page: 100,
      });
    if (url.includes('/api/v1/invitations?') && method === 'GET')
      return jsonResponse(200, { data: pending, total: pending.length, page: 1, per_page: 100 });
    if (url.endsWith('/api/v1/invitations') && method === 'POST') {
      attempts += 1;
      if (attempts === 1)
        return jsonResponse(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Uppgifterna är ogiltiga',
          errors: { email: ['E-postadressen finns redan'] },
        });
      const created = invitation(request.body as { email: string; role: string });
      pending.push(created);
      return jsonResponse(201, created);
    }
    if (url.includes('/api/v1/invitations/') && method === 'PUT') {
      const found = pending.find((row) => url.endsWith(row.uuid));
      return jsonResponse(200, { ...found, ...(request.body as object) });
    }
    return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' });
  });
}

const posts = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'POST' && request.url.endsWith('/invitations'));

async function fillPerson(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(await screen.findByRole('textbox', { name: /Förnamn/ }), 'Ines');
  await user.type(screen.getByRole('textbox', { name: /Efternamn/ }), 'Inbjuden');
  await user.type(screen.getByRole('textbox', { name: /E-post/ }), email);
  await user.type(screen.getByRole('textbox', { name: /Telefonnummer/ }), '0701234567');
  await user.type(screen.getByRole('textbox', { name: /Personnummer/ }), '19900101-2385');
}

describe('clinic screens', () => {
  it('lands the clinic admin on /services with the members and invites a clinician', async () => {
    stubScreenWidth(1280);
    const requests = signIn(clinicAdmin);
    const user = userEvent.setup();
    renderAppAt('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tjänster' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/services');
    const members = screen.getByRole('region', { name: 'Klinikens medlemmar' });
    expect(await within(members).findByText('Tove Klinik')).toBeInTheDocument();
    expect(within(members).getByText('Behandlare')).toBeInTheDocument();
    expect(within(members).getByText('Klient')).toBeInTheDocument();
    // The page's link and the menu's entry.
    for (const link of screen.getAllByRole('link', { name: 'Min organisation' })) {
      expect(link).toHaveAttribute('href', '/clinic-admin');
    }

    await fillPerson(user, 'tove@example.com');
    await user.click(screen.getByRole('radio', { name: 'Behandlare' }));
    await user.click(screen.getByRole('checkbox', { name: 'Digital behandling' }));
    await user.click(screen.getByRole('button', { name: 'Skicka inbjudan' }));
    expect(await screen.findByText('E-postadressen finns redan')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-post/ })).toHaveAttribute('aria-invalid', 'true');

    const email = screen.getByRole('textbox', { name: /E-post/ });
    await user.clear(email);
    await user.type(email, 'ny.behandlare@example.com');
    await user.click(screen.getByRole('button', { name: 'Skicka inbjudan' }));
    expect(
      await screen.findByText('Inbjudan är skickad till ny.behandlare@example.com.'),
    ).toBeInTheDocument();
    const sent = posts(requests);
    expect(sent[1]?.body).toMatchObject({
      email: 'ny.behandlare@example.com',
      national_id: '199001012385',
      company_uuid: CLINIC,
      role: 'clinic-therapist',
      permissions: ['faq.read.[therapist]'],
      products: ['digital_treatment'],
    });
    expect(sent[1]?.body).not.toHaveProperty('unit_uuid');

    const pending = screen.getByRole('region', { name: 'Väntande inbjudningar' });
    expect(await within(pending).findByText('ny.behandlare@example.com')).toBeInTheDocument();
    await user.click(
      within(pending).getByRole('button', {
        name: 'Skicka inbjudan till ny.behandlare@example.com igen',
      }),
    );
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(
      await screen.findByText('En ny länk är skickad till ny.behandlare@example.com.'),
    ).toBeInTheDocument();

    await user.click(
      within(pending).getByRole('button', {
        name: 'Rätta inbjudan till ny.behandlare@example.com',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rätta inbjudan' });
    const phone = within(dialog).getByRole('textbox', { name: /Telefonnummer/ });
    await user.clear(phone);
    await user.type(phone, '0709999999');
    await user.click(within(dialog).getByRole('button', { name: 'Spara och skicka igen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const puts = requests.filter((request) => request.method === 'PUT');
    expect(puts.at(-1)?.body).toMatchObject({ phone: '0709999999' });
  });

  it('shows the clinic admin’s organization: clinicians and the clinic’s clients', async () => {
    stubScreenWidth(1280);
    signIn(clinicAdmin);
    renderAppAt('/clinic-admin');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Min organisation' }),
    ).toBeInTheDocument();
    const clinicians = screen.getByRole('region', { name: 'Behandlare och administratörer' });
    expect(await within(clinicians).findByText('Tove Klinik')).toBeInTheDocument();
    expect(within(clinicians).queryByText('Klas Klinik')).not.toBeInTheDocument();
    const clients = screen.getByRole('region', { name: 'Klinikens klienter' });
    expect(await within(clients).findByText('Klas Klient')).toBeInTheDocument();
    expect(within(clients).getByText('Behandling med terapeutstöd')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Meny' });
    expect(within(menu).getByRole('link', { name: 'Min organisation' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('gives the clinic therapist the invitations screen and the FAQ link; invites a client', async () => {
    stubScreenWidth(1280);
    const requests = signIn(clinicTherapist(THERAPIST_GRANTS));
    const user = userEvent.setup();
    renderAppAt('/clinic-therapist/invitations');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inbjudningar' }),
    ).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Meny' });
    const faq = within(menu).getByRole('link', { name: 'Vanliga frågor' });
    expect(faq).toHaveAttribute('href', 'https://www.sinnro.se/faq');
    expect(faq).toHaveAttribute('target', '_blank');
    expect(within(menu).getByRole('link', { name: 'Inbjudningar' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const list = screen.getByRole('region', { name: 'Klinikens inbjudningar' });
    expect(await within(list).findByText('Det finns inga inbjudningar ännu.')).toBeInTheDocument();
    // A therapist invites clients only: no role to choose.
    expect(screen.queryByRole('radio', { name: 'Behandlare' })).not.toBeInTheDocument();

    await fillPerson(user, 'upptagen@example.com');
    await user.click(await screen.findByRole('checkbox', { name: 'Samtal 45 minuter' }));
    await user.click(screen.getByRole('button', { name: 'Skicka inbjudan' }));
    expect(await screen.findByText('E-postadressen finns redan')).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: /E-post/ });
    await user.clear(email);
    await user.type(email, 'ny.klient@example.com');
    await user.click(screen.getByRole('button', { name: 'Skicka inbjudan' }));

    expect(await within(list).findByText('ny.klient@example.com')).toBeInTheDocument();
    expect(within(list).getByText('Väntar')).toBeInTheDocument();
    expect(posts(requests)[1]?.body).toMatchObject({
      email: 'ny.klient@example.com',
      role: 'client',
      company_uuid: CLINIC,
      permissions: ['user/credit.read.[user]'],
      products: ['session_45'],
    });
  });

  it('shows no FAQ link without faq.read', async () => {
    stubScreenWidth(1280);
    signIn(clinicTherapist(THERAPIST_GRANTS.filter((grant) => !grant.startsWith('faq.'))));
    renderAppAt('/clinic-therapist/invitations');

    const menu = await screen.findByRole('navigation', { name: 'Meny' });
    expect(within(menu).getByRole('link', { name: 'Inbjudningar' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Vanliga frågor' })).not.toBeInTheDocument();
  });
});
