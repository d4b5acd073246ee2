import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../test/fake-api';
import { logInAs } from '../test/log-in';

// Whole-console renders on a loaded 2-core machine take seconds: wait up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

describe('insurance check', () => {
  it('check a national id for an admin with insurance read, with the server’s answers', async () => {
    let calls = 0;
    const { user, visit } = await logInAs(
      {
        role: 'admin',
        firstName: 'Astrid',
        lastName: 'Andersson',
        permissions: ['user.read.[*]', 'insurance.read.[*]'],
      },
      {
        '/api/v1/insurance': () => {
          calls += 1;
          return calls === 1
            ? jsonResponse(502, {
                statusCode: 502,
                error: 'Bad Gateway',
                message: 'Fel hos tredje part',
              })
            : jsonResponse(200, {
                covered: true,
                insurer: 'Trygg Försäkring',
                valid_from: '2026-01-01',
                valid_to: '2026-12-31',
              });
        },
      },
    );
    expect(await screen.findByRole('menuitem', { name: 'Försäkringskontroll' })).toHaveAttribute(
      'href',
      '/admin/insurance-check',
    );
    await visit('/admin/insurance-check');
    await screen.findByRole('heading', { level: 1, name: 'Försäkringskontroll' });
    const input = await screen.findByLabelText('Personnummer *');
    await user.type(input, '1990');
    await user.click(screen.getByRole('button', { name: 'Kontrollera' }));
    expect(
      await screen.findByText('Personnumret ska vara 12 siffror och bara siffror'),
    ).toBeInTheDocument();
    await user.type(input, '01011234');
    await user.click(screen.getByRole('button', { name: 'Kontrollera' }));
    expect(await screen.findByText('Fel hos tredje part')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kontrollera' }));
    expect(await screen.findByText('Försäkringen täcker behandling')).toBeInTheDocument();
    expect(screen.getByText('Försäkringsbolag: Trygg Försäkring')).toBeInTheDocument();
  });

  it('leave the entry out of the menu without insurance read', async () => {
    await logInAs({
      role: 'admin',
      firstName: 'Astrid',
      lastName: 'Andersson',
      permissions: ['user.read.[*]'],
    });
    await screen.findByText('client@example.com');
    expect(screen.queryByRole('menuitem', { name: 'Försäkringskontroll' })).toBeNull();
  });
});
