import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logInAs } from '../test/log-in';

/** Screens of a whole-app render load slowly on a busy CI machine. */
const SLOW = { timeout: 10_000 };

const CC = {
  role: 'cc',
  firstName: 'Cecilia',
  lastName: 'Holm',
  permissions: ['program.read.[*]', 'program.create.[*]', 'program.update.[*]'],
};

describe('programs', () => {
  it('list the programs with their duration in days, reached from the menu', async () => {
    const { user } = await logInAs(CC);
    // The entry shows once the authProvider's canAccess has answered.
    await user.click(await screen.findByRole('menuitem', { name: 'Program' }, SLOW));
    const row = (await screen.findByText('Sömnprogrammet', {}, SLOW)).closest('tr');
    expect(within(row as HTMLElement).getByText('56 dagar')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('Self study')).toBeInTheDocument();
  });

  it('require a name, duration and subscription model on the create form', async () => {
    const { user } = await logInAs(CC);
    window.location.hash = '#/programs/create';
    await screen.findByLabelText(/Namn/, {}, SLOW);
    // Save is enabled once the form has changed.
    await user.click(screen.getByLabelText('Behandlingsprogram'));
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findAllByText('Obligatoriskt', {}, SLOW)).toHaveLength(3);
  });

  it('stay out of sight of users without program.read', async () => {
    await logInAs({ role: 'hc', firstName: 'Hanna', lastName: 'Ek' });
    expect(screen.queryByRole('menuitem', { name: 'Program' })).toBeNull();
    window.location.hash = '#/programs';
    await waitFor(() => expect(window.location.hash).toBe('#/clients'), SLOW);
  });
});
