import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUserBody, jsonResponse } from '../test/fake-api';
import { logInAs } from '../test/log-in';

// Whole-console renders on a loaded 2-core machine take seconds: wait up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

describe('profile', () => {
  it.each([
    ['admin', '/admin/profile', '/admin/users/list'],
    ['cc', '/cc/profile', '/cc/modules/list'],
    ['hc', '/hc/profile', '/clients'],
  ])(
    'let the %s change their own name at %s and ask for a password link',
    async (role, path, home) => {
      const person = { role, firstName: 'Anna', lastName: 'Berg' };
      const sent: unknown[] = [];
      const { user, visit, currentPath } = await logInAs(person, {
        '/api/users/update-current-user-profile': (init) => {
          const body: unknown = JSON.parse(typeof init.body === 'string' ? init.body : '{}');
          sent.push(body);
          return jsonResponse(200, {
            ...currentUserBody({ ...person, firstName: 'Annika' }),
            phone: null,
          });
        },
        '/api/password/reset': () =>
          jsonResponse(200, { status: 'Success', message: 'Ett mejl med en länk har skickats' }),
        '/api/get-my-candidates': () =>
          jsonResponse(200, { data: [], total: 0, page: 1, per_page: 200, badge_total: 0 }),
      });
      await waitFor(() => expect(currentPath()).toBe(home));
      await visit(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Min profil' }, { timeout: 5000 }),
      ).toBeInTheDocument();
      const firstName = await screen.findByLabelText('Förnamn *');
      expect(firstName).toHaveValue('Anna');
      expect(screen.getByLabelText('E-post')).toHaveValue('anna@example.com');
      await user.clear(firstName);
      await user.type(firstName, 'Annika');
      await user.click(screen.getByRole('button', { name: 'Spara' }));
      expect(await screen.findByText('Sparat')).toBeInTheDocument();
      expect(sent[0]).toMatchObject({
        first_name: 'Annika',
        last_name: 'Berg',
        default_lang: 'sv',
      });

      await user.click(screen.getByRole('button', { name: 'Skicka länk för att byta lösenord' }));
      expect(await screen.findByText('Ett mejl med en länk har skickats')).toBeInTheDocument();
      expect(within(document.body).queryByText('Något gick fel')).toBeNull();
    },
  );
});
