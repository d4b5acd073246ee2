import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest } from '../test/fetch-mock';
import { fakeToken, makeUser } from '../test/fixtures';
import { renderAppAt } from '../test/render-app';
import { validateClient, EMPTY_CLIENT } from './client-form';
import { ownProfilePath } from './tp-paths';

const MODEL = '11111111-1111-4111-8111-111111111111';

function serve(
  answers: Record<string, (request: RecordedRequest) => Response>,
  role = 'therapist-premium',
): RecordedRequest[] {
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
    for (const [pattern, answer] of Object.entries(answers)) {
      if (new RegExp(`^${pattern}$`).test(key)) return answer(request);
    }
    return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Hittades inte' });
  });
}

const module = (id: number, name: string, isOpen: boolean, position: number) => ({
  id,
  _id: id,
  name,
  type: 'module',
  is_published: true,
  position,
  is_open: isOpen,
  locked: !isOpen,
  module_status: 1,
  progress: 0,
});

const subscription = (
  modules: ReturnType<typeof module>[],
  extra: Record<string, unknown> = {},
) => ({
  id: 3,
  uuid: '22222222-2222-4222-8222-222222222222',
  user_id: 5,
  subscription_model_name: 'Therapist assisted',
  subscription_model_uuid: MODEL,
  status: 'active',
  display_status: 'active',
  start_date: '2026-11-24',
  end_date: '2027-01-24',
  days_left: 61,
  few_days_left: false,
  is_trial: false,
  temporary: false,
  progress: 0,
  ended_at: null,
  end_reason: null,
  end_comment: null,
  created_at: '2026-11-24T08:00:00.000Z',
  language: 'sv',
  programs: [{ id: 9, name: 'Sömn' }],
  modules,
  ...extra,
});

const client = { id: 5, uuid: 'c5', first_name: 'Asta', last_name: 'Ek' };

describe('the client form’s checks', () => {
  it('gives the specification’s reasons', () => {
    expect(validateClient(EMPTY_CLIENT)).toEqual({
      first_name: 'firstNameRequired',
      last_name: 'lastNameRequired',
      email: 'emailRequired',
      national_id: 'nationalIdRequired',
      phone: 'phoneRequired',
    });
    const form = {
      ...EMPTY_CLIENT,
      first_name: 'A',
      last_name: 'B',
      email: 'a@example',
      national_id: '1990-01-01',
      phone: '+46 70 123 45 678',
    };
    expect(validateClient(form)).toEqual({
      email: 'emailInvalid',
      national_id: 'nationalIdDigits',
      phone: 'phoneTooLong',
    });
    expect(validateClient({ ...form, national_id: '19900101123' }).national_id).toBe(
      'nationalIdLength',
    );
    expect(
      validateClient({
        ...form,
        email: 'a@example.se',
        national_id: '199001011234',
        phone: '0701234567',
      }),
    ).toEqual({});
  });
});

describe('the name in the top bar', () => {
  it('leads each specialist role to its own profile page', () => {
    expect(ownProfilePath('therapist-premium')).toBe('/therapist-premium/profile');
    expect(ownProfilePath('clinic-therapist')).toBe('/clinic-therapist/profile');
    expect(ownProfilePath('clinic-admin')).toBe('/clinic-admin/profile');
    expect(ownProfilePath('hc')).toBeNull();
  });
});

describe('/therapist-premium/users/add', () => {
  it('checks the fields, shows the server’s field errors, then goes to the subscription', async () => {
    let attempts = 0;
    const requests = serve({
      'POST /api/users': () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(422, {
              statusCode: 422,
              message: 'Uppgifterna är ogiltiga',
              errors: { email: ['E-postadressen finns redan'] },
            })
          : jsonResponse(201, { ...client, email: 'asta@example.se' });
      },
      'GET /api/users/5/program-subscriptions-types': () =>
        jsonResponse(200, {
          subscription_types: [
            {
              subscription_model_uuid: MODEL,
              subscription_model_name: 'Therapist assisted',
              active: false,
              can_add: false,
            },
          ],
        }),
      'GET /api/programs/sv': () =>
        jsonResponse(200, {
          data: [],
          total: 0,
          page: 1,
          per_page: 0,
          from: 0,
          to: 0,
          last_page: 1,
        }),
      'GET /api/users/5/edit': () => jsonResponse(200, client),
    });
    renderAppAt('/therapist-premium/users/add');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Skapa klient' }));
    expect(await screen.findByText('Förnamn krävs')).toBeInTheDocument();
    expect(screen.getByText('Personnummer krävs')).toBeInTheDocument();
    expect(screen.getByText('Telefonnummer krävs')).toBeInTheDocument();
    const creations = () =>
      requests.filter(
        (request) => request.method === 'POST' && new URL(request.url).pathname === '/api/users',
      );
    expect(creations()).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Förnamn' }), 'Asta');
    await user.type(screen.getByRole('textbox', { name: 'Efternamn' }), 'Ek');
    await user.type(screen.getByRole('textbox', { name: 'E-post' }), 'asta@example.se');
    await user.type(screen.getByRole('textbox', { name: 'Personnummer' }), '1990010112');
    await user.type(screen.getByRole('textbox', { name: 'Telefonnummer' }), '0701234567');
    await user.click(screen.getByRole('button', { name: 'Skapa klient' }));
    expect(await screen.findByText('Personnumret måste ha 12 siffror')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Personnummer' }), '34');
    await user.click(screen.getByRole('button', { name: 'Skapa klient' }));
    expect(await screen.findByText('E-postadressen finns redan')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-post' })).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Skapa klient' }));
    expect(
      await screen.findByRole('heading', { name: 'Ge klienten en behandling' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/users/subscriptions/add/5/${MODEL}`);
    expect(creations().at(-1)?.body).toEqual({
      first_name: 'Asta',
      last_name: 'Ek',
      email: 'asta@example.se',
      national_id: '199001011234',
      phone: '0701234567',
      default_lang: 'sv',
    });
  });
});

describe('/therapist-premium/users/edit/{id}', () => {
  it('sends the changed details and says Klart', async () => {
    const requests = serve({
      'GET /api/users/5/edit': () =>
        jsonResponse(200, {
          ...client,
          email: 'asta@example.se',
          national_id: '199001011234',
          phone: '0701234567',
          default_lang: 'sv',
        }),
      'PUT /api/users/5': (request) =>
        jsonResponse(200, { ...client, ...(request.body as object) }),
    });
    renderAppAt('/therapist-premium/users/edit/5');
    const user = userEvent.setup();
    const phone = await screen.findByRole('textbox', { name: 'Telefonnummer' });
    expect(phone).toHaveValue('0701234567');
    await user.clear(phone);
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Telefonnummer krävs')).toBeInTheDocument();
    await user.type(phone, '0709876543');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Klart')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      first_name: 'Asta',
      last_name: 'Ek',
      email: 'asta@example.se',
      national_id: '199001011234',
      phone: '0709876543',
      default_lang: 'sv',
    });
  });
});

describe('/therapist-premium/users/edit/{id}: a new e-mail', () => {
  it('says that the new address must confirm it and the account keeps its e-mail', async () => {
    serve({
      'GET /api/users/5/edit': () =>
        jsonResponse(200, {
          ...client,
          email: 'asta@example.se',
          national_id: '199001011234',
          phone: '0701234567',
          default_lang: 'sv',
          pending_email: null,
        }),
      'PUT /api/users/5': () =>
        jsonResponse(200, {
          ...client,
          email: 'asta@example.se',
          national_id: '199001011234',
          phone: '0701234567',
          default_lang: 'sv',
          pending_email: 'ny@example.se',
        }),
    });
    renderAppAt('/therapist-premium/users/edit/5');
    const user = userEvent.setup();
    const email = await screen.findByRole('textbox', { name: 'E-post' });
    expect(screen.queryByText(/bekräftar bytet/)).toBeNull();
    await user.clear(email);
    await user.type(email, 'ny@example.se');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(
      await screen.findByText(
        'Väntar på att ny@example.se bekräftar bytet. Kontot behåller sin e-postadress tills dess; den gamla adressen har fått besked.',
      ),
    ).toBeInTheDocument();
  });
});

describe('/users/subscriptions/edit/{user_id}/{model}', () => {
  it('locks, moves and removes modules and ends the treatment with a reason', async () => {
    const base = `/api/users/5/program-subscriptions/22222222-2222-4222-8222-222222222222`;
    const a = module(1, 'Modul A', true, 1);
    const b = module(2, 'Modul B', false, 2);
    const c = module(3, 'Modul C', false, 3);
    const requests = serve({
      'GET /api/users/5/program-subscriptions/sv': () =>
        jsonResponse(200, { program_subscriptions: [subscription([a, b, c])] }),
      'GET /api/users/5/edit': () => jsonResponse(200, client),
      'GET /api/programs/sv': () =>
        jsonResponse(200, {
          data: [],
          total: 0,
          page: 1,
          per_page: 0,
          from: 0,
          to: 0,
          last_page: 1,
        }),
      'GET /api/programs/options/modules/sv': () => jsonResponse(200, []),
      'GET /api/attributes/sv': () =>
        jsonResponse(200, [
          {
            id: 31,
            type: 'end_treatment',
            value: 'done',
            name: 'Behandlingen är klar',
            position: 1,
            language: 'sv',
            fallback: false,
          },
        ]),
      [`PUT ${base}/modules/1`]: () =>
        jsonResponse(200, subscription([{ ...a, is_open: false, locked: true }, b, c])),
      [`PUT ${base}/modules`]: () =>
        jsonResponse(200, subscription([b, { ...a, is_open: false, locked: true }, c])),
      [`DELETE ${base}/modules/2`]: () =>
        jsonResponse(409, { statusCode: 409, message: 'Modulen är påbörjad: lås den i stället' }),
      [`POST ${base}/end-treatment`]: () =>
        jsonResponse(
          200,
          subscription([b, a, c], {
            status: 'ended',
            display_status: 'ended',
            end_reason: 'done',
          }),
        ),
    });
    renderAppAt(`/users/subscriptions/edit/5/${MODEL}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Lås Modul A' }));
    expect(await screen.findByRole('button', { name: 'Lås upp Modul A' })).toBeInTheDocument();
    expect(requests.find((request) => request.url.endsWith('/modules/1'))?.body).toEqual({
      is_open: false,
      lang: 'sv',
    });

    await user.click(screen.getByRole('button', { name: 'Flytta ned Modul A' }));
    await waitFor(() =>
      expect(
        requests.find((request) => request.method === 'PUT' && request.url.endsWith('/modules'))
          ?.body,
      ).toEqual({ modules: [2, 1, 3], lang: 'sv' }),
    );

    await user.click(screen.getByRole('button', { name: 'Ta bort Modul B' }));
    expect(
      await screen.findByText(
        'Det gick inte att ändra prenumerationen: Modulen är påbörjad: lås den i stället',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Avsluta behandlingen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avsluta behandlingen' });
    await user.click(within(dialog).getByRole('button', { name: 'Fortsätt' }));
    expect(within(dialog).getByText('Välj en anledning', { selector: 'p' })).toBeInTheDocument();
    await within(dialog).findByRole('option', { name: 'Behandlingen är klar' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Anledning/ }), '31');
    await user.type(within(dialog).getByRole('textbox', { name: 'Kommentar (valfri)' }), 'Mår bra');
    await user.click(within(dialog).getByRole('button', { name: 'Fortsätt' }));
    const confirm = await screen.findByRole('dialog', { name: 'Är du säker?' });
    expect(within(confirm).getByText(/går inte att ångra/)).toBeInTheDocument();
    expect(requests.some((request) => request.url.endsWith('/end-treatment'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Ja, avsluta behandlingen' }));
    expect(
      await screen.findByText(/Behandlingen är avslutad. Anledning: Behandlingen är klar/),
    ).toBeInTheDocument();
    expect(requests.find((request) => request.url.endsWith('/end-treatment'))?.body).toEqual({
      reason: 31,
      comment: 'Mår bra',
      lang: 'sv',
    });
    expect(screen.queryByRole('button', { name: 'Lås upp Modul A' })).not.toBeInTheDocument();
  });
});

describe('a clinic therapist’s client page', () => {
  it('links to /users/edit/{uuid} and to managing or adding the subscriptions', async () => {
    const hold = { active: false, message: null, end_date: null, since: null };
    serve(
      {
        'POST /api/get-my-single-candidate': () =>
          jsonResponse(200, {
            ...client,
            name: 'Asta Ek',
            email: 'asta@example.se',
            phone: null,
            default_lang: 'sv',
            birth_year: null,
            created_at: '2026-11-01T10:00:00Z',
            program_subscriptions: [subscription([])],
            latest_reports: [],
            notes_count: 0,
            badges: { waiting_approvals: 0, unread_risk_flags: 0, new_reports: 0, total: 0 },
            subscription_models: ['Therapist assisted'],
            end_date: '2027-01-24',
            days_left: 61,
            ending_soon: false,
            passive: false,
            blocked: hold,
            snoozed: hold,
          }),
        'GET /api/users/5/program-subscriptions-types': () =>
          jsonResponse(200, {
            subscription_types: [
              {
                subscription_model_uuid: MODEL,
                subscription_model_name: 'Therapist assisted',
                active: true,
                can_add: false,
              },
              {
                subscription_model_uuid: '33333333-3333-4333-8333-333333333333',
                subscription_model_name: 'Self study',
                active: false,
                can_add: true,
              },
            ],
          }),
        'GET /api/get-specialist-client-notes/5': () => jsonResponse(200, []),
        'GET /api/get-single-clint-module-summaries/5/sv': () => jsonResponse(200, { modules: [] }),
      },
      'clinic-therapist',
    );
    renderAppAt('/specialist/clients/5');
    expect(await screen.findByRole('link', { name: 'Ändra uppgifter' })).toHaveAttribute(
      'href',
      '/users/edit/c5',
    );
    expect(
      await screen.findByRole('link', { name: 'Hantera: Behandling med terapeutstöd' }),
    ).toHaveAttribute('href', `/users/subscriptions/edit/5/${MODEL}`);
    expect(screen.getByRole('link', { name: 'Lägg till: Självstudier' })).toHaveAttribute(
      'href',
      '/users/subscriptions/add/5/33333333-3333-4333-8333-333333333333',
    );
    expect(
      screen.queryByRole('link', { name: 'Lägg till: Behandling med terapeutstöd' }),
    ).not.toBeInTheDocument();
    // The user block links to the clinic therapist's own profile.
    expect(screen.getByRole('link', { name: 'Tove Lind' })).toHaveAttribute(
      'href',
      '/clinic-therapist/profile',
    );
  });
});
