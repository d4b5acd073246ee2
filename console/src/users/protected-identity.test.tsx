import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_USER_ROWS, jsonResponse } from '../test/fake-api';
import { logInAs } from '../test/log-in';

// Whole-console renders on a loaded 2-core machine take seconds: wait up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

const ADMIN = {
  role: 'admin',
  firstName: 'Astrid',
  lastName: 'Andersson',
  permissions: ['user.read.[*]', 'user.update.[*]'],
};

const HC = {
  role: 'hc',
  firstName: 'Hugo',
  lastName: 'Holm',
  permissions: ['user.read.[*]', 'user.update.[*]'],
};

/** Klara as the API answers staff: with her number, or held back for a protected identity. */
const klara = (protectedIdentity: boolean) => ({
  ...ADMIN_USER_ROWS[0],
  phone: '0701234567',
  national_id: protectedIdentity ? null : '199001011234',
  protected_identity: protectedIdentity,
  default_lang: 'sv',
  roles: ['client'],
  permissions: [],
  extra_permissions: [],
  invitation: null,
  pending_email: null,
});

const routes = (protectedIdentity: boolean) => ({
  '/api/admin/users/4': () => jsonResponse(200, klara(protectedIdentity)),
});

describe('protected identity in the console', () => {
  afterEach(() => {
    // The English test's choice is remembered in a cookie.
    document.cookie = 'selectedLocale=; max-age=0; path=/';
  });

  it('the user page says "Skyddad identitet" where the number would be', async () => {
    const { visit } = await logInAs(ADMIN, routes(true));
    await visit('/users/4');
    expect(await screen.findByText('Skyddad identitet')).toBeInTheDocument();
    expect(screen.getByText('Personnummer')).toBeInTheDocument();
    expect(screen.queryByText('199001011234')).toBeNull();
  });

  it('the user page shows the number of anyone else', async () => {
    const { visit } = await logInAs(ADMIN, routes(false));
    await visit('/users/4');
    expect(await screen.findByText('199001011234')).toBeInTheDocument();
    expect(screen.queryByText('Skyddad identitet')).toBeNull();
  });

  it('the admin edit form has the switch, and no number input for a protected person', async () => {
    const { visit } = await logInAs(ADMIN, routes(true));
    await visit('/users/edit/4');
    const toggle = await screen.findByLabelText('Skyddad identitet', { selector: 'input' });
    // (A record an earlier test left in react-admin's cache may show first.)
    await waitFor(() => expect(toggle).toBeChecked());
    expect(
      screen.getByText(
        'Personnumret visas inte för personal. Bara administratörer kan ändra detta.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Personnummer' })).toBeNull();
    expect(screen.getAllByText('Skyddad identitet').length).toBeGreaterThan(0);
  });

  it('the admin edit form has the switch off and the number input for anyone else', async () => {
    const { visit } = await logInAs(ADMIN, routes(false));
    await visit('/users/edit/4');
    const toggle = await screen.findByLabelText('Skyddad identitet', { selector: 'input' });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Personnummer' })).toHaveValue('199001011234'),
    );
    expect(toggle).not.toBeChecked();
  });

  it('the health coach sees the words but no switch', async () => {
    const { visit } = await logInAs(HC, routes(true));
    await visit('/hc/users/edit/4');
    expect(await screen.findByText('Skyddad identitet')).toBeInTheDocument();
    expect(screen.queryByLabelText('Skyddad identitet', { selector: 'input' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Personnummer' })).toBeNull();
  });

  it('the list marks the person', async () => {
    const rows = [{ ...ADMIN_USER_ROWS[0], protected_identity: true }, ADMIN_USER_ROWS[1]];
    const { visit } = await logInAs(ADMIN, {
      '/api/admin/users': () => {
        const response = jsonResponse(200, rows);
        response.headers.set('Content-Range', `users 0-1/2`);
        return response;
      },
    });
    await visit('/admin/users/list');
    const klaraRow = (await screen.findByText('Klara')).closest('tr');
    expect(klaraRow).not.toBeNull();
    expect(within(klaraRow!).getByText('Skyddad identitet')).toBeInTheDocument();
    const astridRow = screen.getByText('Astrid', { selector: 'td *' }).closest('tr');
    expect(within(astridRow!).queryByText('Skyddad identitet')).toBeNull();
  });

  it('the invitation form says "Skyddad identitet" and saves without a number', async () => {
    const company = '00000000-0000-4000-8000-0000000000c1';
    const invitation = {
      id: '00000000-0000-4000-8000-0000000000e1',
      uuid: '00000000-0000-4000-8000-0000000000e1',
      status: 'pending',
      user_uuid: '00000000-0000-4000-8000-0000000000f1',
      first_name: 'Ida',
      last_name: 'Inbjuden',
      email: 'ida@exempel.se',
      phone: '0701234567',
      national_id: null,
      protected_identity: true,
      default_lang: 'sv',
      role: 'client',
      company_uuid: company,
      unit_uuid: null,
      company_role: 'standard-user',
      permissions: ['user/credit.read.[user]'],
      products: ['therapist_call_25'],
      invited_by: null,
      created_at: '2026-11-20T10:00:00.000Z',
      updated_at: '2026-11-20T10:00:00.000Z',
      expires_at: '2026-12-04T10:00:00.000Z',
      accepted_at: null,
    };
    const puts: unknown[] = [];
    const { user, visit } = await logInAs(
      {
        ...ADMIN,
        permissions: [
          'company.read.[*]',
          'user.read.[*]',
          'user-invitation.read.[*]',
          'user-invitation.update.[*]',
        ],
      },
      {
        [`/api/admin/companies/${company}`]: () =>
          jsonResponse(200, {
            id: company,
            uuid: company,
            name: 'Acme AB',
            products: [
              {
                code: 'therapist_call_25',
                name: 'Videosamtal',
                is_selected: true,
                is_disabled: false,
              },
            ],
          }),
        '/api/admin/company-units': () => {
          const response = jsonResponse(200, []);
          response.headers.set('Content-Range', 'company-units 0-0/0');
          return response;
        },
        '/api/admin/invitations': () => {
          const response = jsonResponse(200, [invitation]);
          response.headers.set('Content-Range', 'invitations 0-0/1');
          return response;
        },
        [`/api/admin/invitations/${invitation.id}`]: (init) => {
          if (init.method === 'PUT')
            puts.push(JSON.parse(typeof init.body === 'string' ? init.body : '{}'));
          return jsonResponse(200, invitation);
        },
      },
    );
    await visit(`/companies/invitation-users/edit/${invitation.user_uuid}/${company}`);
    expect(await screen.findByDisplayValue('Inbjuden')).toBeInTheDocument();
    expect(screen.getByText('Skyddad identitet')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Personnummer/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Spara och skicka igen' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ national_id: null, email: 'ida@exempel.se' });
  });

  it('says "Protected identity" in English', async () => {
    const { user, visit } = await logInAs(ADMIN, routes(true));
    await visit('/users/4');
    await screen.findByText('Skyddad identitet');
    await user.click(screen.getByRole('button', { name: 'Språk: Svenska' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'English' }));
    expect(await screen.findByText('Protected identity')).toBeInTheDocument();
    expect(screen.getByText('National ID')).toBeInTheDocument();
  });
});
