import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';
import { fakeApi, type FakeRoutes, type FakeUser } from './fake-api';

/** Renders the console and logs in as the person through the login page (in Swedish). */
export async function logInAs(person: FakeUser, routes: FakeRoutes = {}) {
  const api = fakeApi(person, routes);
  const user = userEvent.setup();
  render(<App />);
  await user.type(await screen.findByLabelText('E-post'), 'someone@example.com');
  await user.type(screen.getByLabelText('Lösenord'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Logga in' }));
  await screen.findByRole('menuitem', { name: 'Start' }, { timeout: 10_000 });
  return { user, ...api };
}
