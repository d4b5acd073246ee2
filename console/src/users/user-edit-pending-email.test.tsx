import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

const klara = (pendingEmail: string | null) => ({
  ...ADMIN_USER_ROWS[0],
  phone: '0701234567',
  national_id: '199001011234',
  default_lang: 'sv',
  roles: ['client'],
  permissions: [],
  extra_permissions: [],
  invitation: null,
  pending_email: pendingEmail,
});

describe('user edit: an e-mail change waiting for the new address', () => {
  it('says that the account keeps its e-mail until the new address confirms', async () => {
    const { visit } = await logInAs(ADMIN, {
      '/api/admin/users/4': () => jsonResponse(200, klara('ny@exempel.se')),
    });
    await visit('/users/edit/4');
    expect(await screen.findByDisplayValue('client@example.com')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Väntar på att ny@exempel.se bekräftar bytet. Kontot behåller sin e-postadress tills dess; den gamla adressen har fått besked.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing when no change waits', async () => {
    const { visit } = await logInAs(ADMIN, {
      '/api/admin/users/4': () => jsonResponse(200, klara(null)),
    });
    await visit('/users/edit/4');
    expect(await screen.findByDisplayValue('client@example.com')).toBeInTheDocument();
    expect(screen.queryByText(/bekräftar bytet/)).toBeNull();
  });
});
