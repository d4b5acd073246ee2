import { render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from '../App';
import { fakeApi, type FakeRoutes, type FakeUser } from './fake-api';

/** Renders the console as main.tsx does: a browser (history-mode) router from `/`. */
export function renderConsole() {
  window.history.replaceState(null, '', '/');
  const router = createBrowserRouter([{ path: '*', element: <App /> }]);
  render(<RouterProvider router={router} />);
  return {
    /** Goes to a path as a link in the console would. */
    visit: (path: string) => router.navigate(path),
    /** Where the console's router is. */
    currentPath: () => router.state.location.pathname,
  };
}

/** Renders the console and logs in as the person through the login page (in Swedish). */
export async function logInAs(person: FakeUser, routes: FakeRoutes = {}) {
  const api = fakeApi(person, routes);
  const user = userEvent.setup();
  const { visit, currentPath } = renderConsole();
  await user.type(await screen.findByLabelText('E-post'), 'someone@example.com');
  await user.type(screen.getByLabelText('Lösenord'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Logga in' }));
  await screen.findByRole('menuitem', { name: 'Start' }, { timeout: 10_000 });
  // After the login react-admin goes to / and from there to the role's home; a visit before that
  // would be overtaken by it.
  await waitFor(() => expect(['/', '/login']).not.toContain(currentPath()), { timeout: 10_000 });
  return { user, visit, currentPath, ...api };
}
