import { screen, waitFor, within } from '@testing-library/react';
import { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type FakeRoutes } from '../test/fake-api';
import { logInAs } from '../test/log-in';

/** Screens of a whole-app render load slowly on a busy CI machine. */
const SLOW = { timeout: 10_000 };

const COMPANY = '00000000-0000-4000-8000-0000000000c1';
const LEDNING = '00000000-0000-4000-8000-0000000000a1';
const PRODUKTION = '00000000-0000-4000-8000-0000000000a2';
const GOTEBORG = '00000000-0000-4000-8000-0000000000a3';

const ADMIN = {
  role: 'admin',
  firstName: 'Astrid',
  lastName: 'Andersson',
  permissions: [
    'company.read.[*]',
    'company.create.[*]',
    'company.update.[*]',
    'company-unit.read.[*]',
    'company-unit.create.[*]',
    'company-unit.update.[*]',
    'user.read.[*]',
    'user-invitation.read.[*]',
    'user-invitation.create.[*]',
    'user-invitation.update.[*]',
    'company/subscription.read.[*]',
    'company/subscription.create.[*]',
    'company/subscription.update.[*]',
  ],
};

function unit(id: string, name: string, parent: string | null, type: string | null = null) {
  return {
    id,
    uuid: id,
    name,
    company_id: COMPANY,
    company_uuid: COMPANY,
    parent_id: parent,
    parent_uuid: parent,
    type,
    legal_entity: false,
    legal_name: null,
    vat_number: null,
    street_address: null,
    postcode: null,
    city: null,
    contact_name: null,
    visible_to_everyone: false,
    sub_units_count: parent === null && id === PRODUKTION ? 1 : 0,
  };
}

const UNITS = [
  unit(PRODUKTION, 'Produktion', null),
  unit(GOTEBORG, 'Produktion Göteborg', PRODUKTION),
  unit(LEDNING, 'Ledning', null, 'Admin'),
];

function product(id: number, code: string, name: string, selected: boolean) {
  return {
    id,
    code,
    name,
    type: 'business',
    category: 'treatment',
    category_name: 'Behandling',
    sort_order: id,
    is_selected: selected,
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
  };
}

const COMPANY_RECORD = {
  id: COMPANY,
  uuid: COMPANY,
  company_id: 1,
  name: 'Exempelbolaget AB',
  email_domain: 'exempel.se',
  system_company: false,
  types: ['employer'],
  address: { street: null, postcode: null, city: 'Lund', country: 'SE' },
  products: [
    product(1, 'digital_treatment', 'Digital behandling', true),
    {
      ...product(2, 'therapist_call_25', 'Videosamtal', true),
      default_price: 123450,
      unit_price: 99950,
    },
    product(3, 'test_kit', 'Testkit', false),
  ],
  product_groups: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const SUBSCRIPTION = {
  id: '00000000-0000-4000-8000-0000000000b1',
  uuid: '00000000-0000-4000-8000-0000000000b1',
  company_uuid: COMPANY,
  company_name: 'Exempelbolaget AB',
  name: 'Företagsavtal 2026',
  billing_start_date: '2026-01-01',
  price_per_user: 10000,
  price_per_credit: 50000,
  licensed_price_id: null,
  metered_price_id: null,
  prices: [],
  credit_amount: 100,
  credit_limit_per_user: 5,
  subscription_model_uuid: '5b0c0de1-0000-4000-8000-000000000001',
  credits: { total: 100, taken: 10, available: 90 },
  credits_granted_to_users: 10,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

function list(resource: string, rows: unknown[]): Response {
  const response = jsonResponse(200, rows);
  response.headers.set(
    'Content-Range',
    `${resource} 0-${Math.max(rows.length - 1, 0)}/${rows.length}`,
  );
  return response;
}

function body(init: RequestInit): Record<string, unknown> {
  return JSON.parse(typeof init.body === 'string' ? init.body : '{}') as Record<string, unknown>;
}

/** The company's API as the screens read it; `sent` collects what was posted, by path. */
function companyApi(sent: Record<string, unknown>[] = [], extra: FakeRoutes = {}): FakeRoutes {
  return {
    [`/api/admin/companies/${COMPANY}`]: () => jsonResponse(200, COMPANY_RECORD),
    '/api/admin/company-units': (init) => {
      if (init.method === 'POST') {
        sent.push(body(init));
        return jsonResponse(200, unit('00000000-0000-4000-8000-0000000000a9', 'Ny', null));
      }
      return list('company-units', UNITS);
    },
    [`/api/admin/company-units/${PRODUKTION}`]: () => jsonResponse(200, UNITS[0]),
    '/api/admin/company-subscriptions': () => list('company-subscriptions', []),
    '/api/admin/invitations': () => list('invitations', []),
    ...extra,
  };
}

/** Puts a text into a field at once (typing it key by key is slow on a loaded machine). */
async function fill(user: UserEvent, field: HTMLElement | Promise<HTMLElement>, text: string) {
  await user.click(await field);
  await user.paste(text);
}

/** Logs in and waits until the console has landed on the role's home. */
async function logInAsAdmin(routes: FakeRoutes) {
  const session = await logInAs(ADMIN, routes);
  await waitFor(() => expect(session.currentPath()).toBe('/admin/users/list'), SLOW);
  return session;
}

describe('company screens', () => {
  it('show the company editor with its tabs and products', async () => {
    const { visit } = await logInAsAdmin(companyApi());
    await visit(`/companies/edit/${COMPANY}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Exempelbolaget AB' }, SLOW),
    ).toBeInTheDocument();
    const tabs = await screen.findByRole('tablist', { name: 'Företagets sidor' }, SLOW);
    for (const name of ['Uppgifter', 'Enheter', 'Användare', 'Inbjudningar', 'Abonnemang']) {
      expect(await within(tabs).findByRole('tab', { name }, SLOW)).toBeInTheDocument();
    }
    // The product's whole name as text, its prices in kronor (öre on the wire).
    expect(await screen.findByText('Videosamtal', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Produkter' })).toBeInTheDocument();
    expect(screen.getByText(/^Katalogpris 1\s234,50\skr$/)).toBeInTheDocument();
    expect(screen.getByDisplayValue('999.5')).toBeInTheDocument();
  });

  it('show the unit tree with the sub-unit under its unit', async () => {
    const { visit } = await logInAsAdmin(companyApi());
    await visit(`/companies/units/${COMPANY}`);
    const table = await screen.findByRole('table', { name: 'Enheter' }, SLOW);
    const rows = await within(table).findAllByRole('row', {}, SLOW);
    // Header, then Ledning, Produktion and under it Produktion Göteborg.
    expect(rows.map((row) => within(row).queryAllByRole('cell')[0]?.textContent)).toEqual([
      undefined,
      'Ledning',
      'Produktion',
      'Produktion Göteborg',
    ]);
    // The unit type 'Admin' in words, not the stored code.
    expect(within(rows[1]).getByRole('cell', { name: 'Administration' })).toBeInTheDocument();
    expect(within(table).queryByText('Admin')).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Lägg till underenhet till Produktion' }),
    ).toHaveAttribute('href', `/companies/units/add/${COMPANY}/${PRODUKTION}`);
    expect(screen.getByRole('link', { name: 'Lägg till enhet' })).toBeInTheDocument();
  });

  it('add a sub-unit under its unit and return to the tree', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user, visit, currentPath } = await logInAsAdmin(companyApi(sent));
    await visit(`/companies/units/add/${COMPANY}/${PRODUKTION}`);
    expect(await screen.findByText('Underenhet till Produktion', {}, SLOW)).toBeInTheDocument();
    await user.type(await screen.findByLabelText(/Namn/, {}, SLOW), 'Produktion Malmö');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(currentPath()).toBe(`/companies/units/${COMPANY}`), SLOW);
    expect(await screen.findByText('Sparat', {}, SLOW)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      name: 'Produktion Malmö',
      company_id: COMPANY,
      parent_uuid: PRODUKTION,
    });
  });

  it('check the invitation form and show the server’s errors under the fields', async () => {
    let invited: Record<string, unknown> | null = null;
    const { user, visit } = await logInAsAdmin(
      companyApi([], {
        '/api/admin/invitations': (init) => {
          if (init.method !== 'POST') return list('invitations', []);
          invited = body(init);
          return jsonResponse(400, {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Ogiltiga uppgifter',
            errors: { email: 'E-postadressen finns redan' },
          });
        },
      }),
    );
    await visit(`/companies/users/invite/${COMPANY}`);
    await user.type(await screen.findByLabelText(/Förnamn/, {}, SLOW), 'Ida');
    await user.type(screen.getByLabelText(/Efternamn/), 'Inbjuden');
    await user.type(screen.getByLabelText(/E-post/), 'ida@exempel.se');
    await user.type(screen.getByLabelText(/Telefon/), '0701234567');
    await user.type(screen.getByLabelText(/Personnummer/), '1990');
    // Only the company's selected services are offered.
    expect(screen.queryByLabelText('Testkit')).toBeNull();
    await user.click(await screen.findByLabelText('Videosamtal', {}, SLOW));
    // The grants in words, grouped; the raw grant only in the admin's tooltip.
    const credits = screen.getByRole('group', { name: 'Krediter' });
    const ownCredits = within(credits).getByRole('checkbox', { name: 'Se sina egna krediter' });
    expect(ownCredits).toBeChecked();
    expect(screen.getByRole('group', { name: 'Inbjudningar' })).toBeInTheDocument();
    expect(screen.queryByText('user/credit.read.[user]')).toBeNull();
    await user.hover(ownCredits);
    expect(await screen.findByRole('tooltip', {}, SLOW)).toHaveTextContent(
      'user/credit.read.[user]',
    );
    await user.click(
      within(credits).getByRole('checkbox', { name: 'Ge krediter till användarna i sina enheter' }),
    );
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(
      await screen.findByText('Personnumret ska vara 12 siffror och bara siffror', {}, SLOW),
    ).toBeInTheDocument();
    expect(invited).toBeNull();

    await user.type(screen.getByLabelText(/Personnummer/), '01011234');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('E-postadressen finns redan', {}, SLOW)).toBeInTheDocument();
    expect(invited).toMatchObject({
      first_name: 'Ida',
      national_id: '199001011234',
      company_uuid: COMPANY,
      company_role: 'standard-user',
      role: 'client',
      products: ['therapist_call_25'],
      permissions: ['user/credit.read.[user]', 'user/credit.create.[company-unit]'],
    });
  }, 90_000);

  it('list the company subscriptions at the admin path', async () => {
    const { visit } = await logInAsAdmin(
      companyApi([], {
        '/api/admin/company-subscriptions': () => list('company-subscriptions', [SUBSCRIPTION]),
      }),
    );
    await visit('/admin/subscriptions/list');
    const row = (await screen.findByText('Företagsavtal 2026', {}, SLOW)).closest('tr');
    expect(within(row as HTMLElement).getByText('Exempelbolaget AB')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('90 kvar av 100 (10 använda)')).toBeInTheDocument();
  });

  it('edit the subscription in kronor and send öre', async () => {
    let saved: Record<string, unknown> | null = null;
    const { user, visit, currentPath } = await logInAsAdmin(
      companyApi([], {
        '/api/admin/company-subscriptions': () => list('company-subscriptions', [SUBSCRIPTION]),
        [`/api/admin/company-subscriptions/${SUBSCRIPTION.id}`]: (init) => {
          if (init.method === 'PUT') saved = body(init);
          return jsonResponse(200, { ...SUBSCRIPTION, ...(saved ?? {}) });
        },
      }),
    );
    await visit(`/companies/subscription/view/${SUBSCRIPTION.id}`);
    expect(await screen.findByText('90', {}, SLOW)).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Redigera' }, SLOW));
    await waitFor(
      () => expect(currentPath()).toBe(`/companies/subscription/edit/${SUBSCRIPTION.id}`),
      SLOW,
    );
    const price = await screen.findByLabelText(/Pris per användare/, {}, SLOW);
    expect(price).toHaveValue(100);
    await user.clear(price);
    await user.type(price, '125.5');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(
      () => expect(currentPath()).toBe(`/companies/subscription/view/${SUBSCRIPTION.id}`),
      SLOW,
    );
    expect(saved).toMatchObject({ price_per_user: 12550, price_per_credit: 50000 });
    expect(saved).not.toHaveProperty('credits');
  }, 60_000);

  it('add a consent document to the company', async () => {
    let created: Record<string, unknown> | null = null;
    const { user, visit, currentPath } = await logInAsAdmin(
      companyApi([], {
        '/api/admin/consent-documents': (init) => {
          if (init.method !== 'POST') return list('consent-documents', []);
          created = body(init);
          return jsonResponse(200, { id: 'd1', uuid: 'd1', version: 1, ...created });
        },
      }),
    );
    await visit(`/companies/consent-documents/${COMPANY}`);
    await user.click(await screen.findByRole('link', { name: 'Skapa' }, SLOW));
    await waitFor(
      () => expect(currentPath()).toBe(`/companies/consent-documents/add/${COMPANY}`),
      SLOW,
    );
    await fill(user, await screen.findByLabelText(/Rubrik \(svenska\)/, {}, SLOW), 'Samtycke');
    await fill(user, screen.getByLabelText(/Text \(svenska\)/), 'Jag samtycker.');
    await fill(user, screen.getByLabelText(/Rubrik \(engelska\)/), 'Consent');
    await fill(user, screen.getByLabelText(/Text \(engelska\)/), 'I consent.');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(
      () => expect(currentPath()).toBe(`/companies/consent-documents/${COMPANY}`),
      SLOW,
    );
    expect(created).toEqual({
      company_uuid: COMPANY,
      active: true,
      title: { sv: 'Samtycke', en: 'Consent' },
      body: { sv: 'Jag samtycker.', en: 'I consent.' },
    });
  }, 90_000);

  it('show a health coach only the tabs their grants allow', async () => {
    const session = await logInAs(
      {
        role: 'hc',
        firstName: 'Hanna',
        lastName: 'Coach',
        permissions: ['company.read.[*]', 'company.update.[*]', 'company-unit.read.[*]'],
      },
      companyApi(),
    );
    await waitFor(() => expect(session.currentPath()).toBe('/clients'), SLOW);
    await session.visit(`/hc/companies/edit/${COMPANY}`);
    const tabs = await screen.findByRole('tablist', { name: 'Företagets sidor' }, SLOW);
    expect(await within(tabs).findByRole('tab', { name: 'Enheter' }, SLOW)).toBeInTheDocument();
    expect(within(tabs).queryByRole('tab', { name: 'Inbjudningar' })).toBeNull();
    expect(within(tabs).queryByRole('tab', { name: 'Abonnemang' })).toBeNull();
    // A screen the grants do not allow sends them home.
    await session.visit(`/companies/company-user-invitations/${COMPANY}`);
    await waitFor(() => expect(session.currentPath()).not.toContain('invitations'), SLOW);
  });

  it('offer the catalogue’s other products in the editor and save the chosen one', async () => {
    let saved: Record<string, unknown> | null = null;
    const { user, visit } = await logInAsAdmin(
      companyApi([], {
        [`/api/admin/companies/${COMPANY}`]: (init) => {
          if (init.method === 'PUT') saved = body(init);
          return jsonResponse(200, COMPANY_RECORD);
        },
        '/api/admin/products': () =>
          list('products', [
            { ...product(2, 'therapist_call_25', 'Videosamtal', false) },
            { ...product(4, 'diet', 'Kostrådgivning', false) },
            { ...product(5, 'coaching', 'Coachning', false) },
          ]),
      }),
    );
    await visit(`/companies/edit/${COMPANY}`);
    expect(await screen.findByText('Kostrådgivning', {}, SLOW)).toBeInTheDocument();
    const price = screen.getByDisplayValue('999.5');
    await user.clear(price);
    await user.type(price, '1234.5');
    const switches = screen.getAllByRole('switch', { name: 'Vald' });
    // Digital behandling, Videosamtal, Testkit, then the offered Kostrådgivning and Coachning.
    expect(switches).toHaveLength(5);
    await user.click(switches[3]);
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(saved).not.toBeNull(), SLOW);
    expect(saved).toMatchObject({
      products: [
        { id: 1, is_selected: true },
        { id: 2, is_selected: true, unit_price: 123450 },
        { id: 3, is_selected: false },
        { id: 4, is_selected: true },
      ],
    });
    expect(saved).not.toHaveProperty('products.3.offered');
    expect(saved).not.toHaveProperty('products.4');
  }, 60_000);

  it('open the page of the companies list its path names', async () => {
    const { visit, currentPath, fetchMock } = await logInAsAdmin(companyApi());
    await visit('/companies/list/2');
    await waitFor(() => expect(currentPath()).toBe('/companies/list'), SLOW);
    await waitFor(
      () =>
        expect(
          fetchMock.mock.calls.some(([input]) =>
            decodeURIComponent(String(input instanceof Request ? input.url : input)).includes(
              '/api/admin/companies?filter={}&range=[25,49]',
            ),
          ),
        ).toBe(true),
      SLOW,
    );
  });

  it('list the invitations, send chosen ones again and correct one', async () => {
    const invitation = {
      id: '00000000-0000-4000-8000-0000000000e1',
      uuid: '00000000-0000-4000-8000-0000000000e1',
      status: 'pending',
      user_uuid: '00000000-0000-4000-8000-0000000000f1',
      first_name: 'Ida',
      last_name: 'Inbjuden',
      email: 'ida@exempel.se',
      phone: '0701234567',
      national_id: '199001011234',
      default_lang: 'sv',
      role: 'client',
      company_uuid: COMPANY,
      unit_uuid: GOTEBORG,
      company_role: 'standard-user',
      permissions: ['user/credit.read.[user]'],
      products: ['therapist_call_25'],
      invited_by: null,
      created_at: '2026-11-20T10:00:00.000Z',
      updated_at: '2026-11-20T10:00:00.000Z',
      expires_at: '2026-12-04T10:00:00.000Z',
      accepted_at: null,
    };
    const puts: Record<string, unknown>[] = [];
    const { user, visit, currentPath } = await logInAsAdmin(
      companyApi([], {
        '/api/admin/invitations': () => list('invitations', [invitation]),
        [`/api/admin/invitations/${invitation.id}`]: (init) => {
          if (init.method === 'PUT') puts.push(body(init));
          return jsonResponse(200, invitation);
        },
      }),
    );
    await visit(`/companies/company-user-invitations/${COMPANY}`);
    const row = (await screen.findByText('ida@exempel.se', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Väntar')).toBeInTheDocument();
    expect(await within(row).findByText('Produktion Göteborg', {}, SLOW)).toBeInTheDocument();

    await user.click(within(row).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Skicka igen' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(
      within(dialog).getByText('En ny länk skickas och den gamla slutar gälla.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Bekräfta' }));
    expect(await screen.findByText('Inbjudan skickades igen', {}, SLOW)).toBeInTheDocument();
    expect(puts).toEqual([{}]);

    await user.click(screen.getByText('ida@exempel.se'));
    await waitFor(
      () =>
        expect(currentPath()).toBe(
          `/companies/invitation-users/edit/${invitation.user_uuid}/${COMPANY}`,
        ),
      SLOW,
    );
    expect(await screen.findByDisplayValue('Inbjuden', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Spara och skicka igen' }));
    await waitFor(() => expect(puts).toHaveLength(2), SLOW);
    expect(puts[1]).toMatchObject({
      email: 'ida@exempel.se',
      unit_uuid: GOTEBORG,
      products: ['therapist_call_25'],
    });
  }, 90_000);
});
