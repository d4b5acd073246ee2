import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest } from '../test/fetch-mock';
import { fakeToken, makeUser } from '../test/fixtures';
import { renderAppAt } from '../test/render-app';
import { stubScreenWidth } from '../test/screen-width';

const COMPANY = '5e1d0c0a-0000-4000-8000-000000000001';
const LEDNING = '5e1d0c0a-0000-4000-8000-000000000011';

const companyAdmin = makeUser({
  email: 'erik@example.se',
  profile: { id: 12, first_name: 'Erik', last_name: 'Ek' },
  permissions: [
    'company.read.[company]',
    'company-unit.read.[company-unit]',
    'user.read.[company-unit]',
    'user-invitation.create.[company-unit]',
    'user-invitation.read.[company-unit]',
  ],
  companies: [
    {
      uuid: COMPANY,
      name: 'Exempelbolaget AB',
      company_role: 'company-admin',
      company_email: null,
      default_company_unit_uuid: LEDNING,
    },
  ],
  company_units: [{ uuid: LEDNING, company_uuid: COMPANY, type: 'Admin' }],
});

const unit = (uuid: string, name: string) => ({
  id: 1,
  uuid,
  company_uuid: COMPANY,
  parent_uuid: null,
  name,
  type: null,
  legal_entity: false,
  legal_name: null,
  vat_number: null,
  street_address: null,
  postcode: null,
  city: null,
  contact_name: null,
  visible_to_everyone: false,
  sub_units_count: 0,
});

const product = (code: string, name: string, sort_order: number, is_selected = true) => ({
  id: sort_order,
  code,
  name,
  type: 'business',
  category: 'therapy',
  category_name: 'Terapi',
  sort_order,
  is_selected,
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

const invitation = (email: string) => ({
  uuid: '9a1d0c0a-0000-4000-8000-000000000001',
  id: '9a1d0c0a-0000-4000-8000-000000000001',
  status: 'pending',
  user_uuid: '9a1d0c0a-0000-4000-8000-000000000002',
  first_name: 'Ines',
  last_name: 'Inbjuden',
  email,
  phone: '0701234567',
  national_id: '199001012385',
  default_lang: 'sv',
  role: 'client',
  company_uuid: COMPANY,
  unit_uuid: LEDNING,
  company_role: 'standard-user',
  permissions: ['user/credit.read.[user]'],
  products: ['assessment'],
  invited_by: null,
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
  expires_at: '2026-12-08T10:00:00.000Z',
  accepted_at: null,
});

function signIn() {
  document.cookie = `token=${fakeToken(['client'])}; path=/`;
  const pending: ReturnType<typeof invitation>[] = [];
  let attempts = 0;
  const requests = mockFetch((request) => {
    const { url, method } = request;
    if (url.endsWith('/api/users/get-current-user-profile')) return jsonResponse(200, companyAdmin);
    if (url.includes(`/api/v1/companies/${COMPANY}/units`))
      return jsonResponse(200, [unit(LEDNING, 'Ledning')]);
    if (url.includes(`/api/v1/companies/${COMPANY}/products/`))
      return jsonResponse(200, [
        product('assessment', 'Bedömning', 40),
        product('therapist_call_25', '25 minuter med en terapeut', 10),
        product('leadership_coaching', 'Ledarskapscoachning', 70, false),
      ]);
    if (url.includes(`/api/v1/companies/${COMPANY}/users`))
      return jsonResponse(200, {
        data: [
          {
            uuid: '9a1d0c0a-0000-4000-8000-000000000003',
            first_name: 'Klara',
            last_name: 'Karlsson',
            email: 'client@example.com',
            company_role: 'standard-user',
            units: [{ uuid: LEDNING, name: 'Ledning' }],
            services: [{ code: 'therapist_call_25', name: '25 minuter med en terapeut' }],
            credits: { total: 10, taken: 1, available: 9 },
          },
        ],
        total: 1,
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
          errors: {
            email: ['E-postadressen finns redan'],
            products: ['Välj minst en produkt'],
          },
        });
      const created = invitation((request.body as { email: string }).email);
      pending.push(created);
      return jsonResponse(201, created);
    }
    return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' });
  });
  return requests;
}

const posts = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'POST' && request.url.endsWith('/invitations'));

describe('services page', () => {
  it('lists the users with their services and credits, and the company’s assignable services', async () => {
    stubScreenWidth(1280);
    signIn();
    renderAppAt('/client/services');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tjänster' })).toBeInTheDocument();
    const users = screen.getByRole('region', { name: 'Användare' });
    expect(await within(users).findByText('Klara Karlsson')).toBeInTheDocument();
    expect(within(users).getByText('25 minuter med en terapeut')).toBeInTheDocument();
    expect(within(users).getByText('Krediter: 9 kvar av 10')).toBeInTheDocument();
    expect(within(users).getByText('Enhet: Ledning')).toBeInTheDocument();
    const pending = screen.getByRole('region', { name: 'Väntande inbjudningar' });
    expect(
      await within(pending).findByText('Inga inbjudningar väntar på svar.'),
    ).toBeInTheDocument();
    const services = await screen.findByRole('group', { name: 'Tjänster' });
    // Ordered and enabled products only, by sort order.
    expect(
      within(services)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['therapist_call_25', 'assessment']);
  });

  it('shows the server’s field errors under their fields, then invites and lists the invitation', async () => {
    stubScreenWidth(1280);
    const requests = signIn();
    const user = userEvent.setup();
    renderAppAt('/client/services');

    await user.type(await screen.findByRole('textbox', { name: /Förnamn/ }), 'Ines');
    await user.type(screen.getByRole('textbox', { name: /Efternamn/ }), 'Inbjuden');
    await user.type(screen.getByRole('textbox', { name: /E-post/ }), 'klara@example.com');
    await user.type(screen.getByRole('textbox', { name: /Telefonnummer/ }), '0701234567');
    await user.type(screen.getByRole('textbox', { name: /Personnummer/ }), '19900101-2385');
    await user.click(screen.getByRole('button', { name: 'Skicka inbjudan' }));

    expect(await screen.findByText('E-postadressen finns redan')).toBeInTheDocument();
    expect(screen.getByText('Välj minst en produkt')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Kontrollera de markerade fälten.');
    expect(screen.getByRole('textbox', { name: /E-post/ })).toHaveAttribute('aria-invalid', 'true');

    const email = screen.getByRole('textbox', { name: /E-post/ });
    await user.clear(email);
    await user.type(email, 'ines@exempelbolaget.se');
    await user.click(screen.getByRole('checkbox', { name: 'Bedömning' }));
    await user.click(screen.getByRole('button', { name: 'Skicka inbjudan' }));

    expect(
      await screen.findByText('Inbjudan är skickad till ines@exempelbolaget.se.'),
    ).toBeInTheDocument();
    const pending = screen.getByRole('region', { name: 'Väntande inbjudningar' });
    expect(await within(pending).findByText('ines@exempelbolaget.se')).toBeInTheDocument();
    expect(within(pending).getByText('Enhet: Ledning')).toBeInTheDocument();
    expect(within(pending).getByText('Bedömning')).toBeInTheDocument();
    const sent = posts(requests);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toMatchObject({
      email: 'ines@exempelbolaget.se',
      national_id: '199001012385',
      company_uuid: COMPANY,
      unit_uuid: LEDNING,
      company_role: 'standard-user',
      permissions: ['user/credit.read.[user]'],
      products: ['assessment'],
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Förnamn/ })).toHaveValue(''));
  });
});
