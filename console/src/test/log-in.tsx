import { homePathForRole } from '@sinnro/access';
import { render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from '../App';
import { consoleSession } from '../providers/session';
import { currentUserBody, fakeApi, type FakeRoutes, type FakeUser } from './fake-api';

/** Renders the console as main.tsx does: a browser (history-mode) router, from `/` or a path. */
export function renderConsole(startPath = '/') {
  window.history.replaceState(null, '', startPath);
  const router = createBrowserRouter([{ path: '*', element: <App /> }]);
  render(<RouterProvider router={router} />);
  return {
    /** Goes to a path as a link in the console would. */
    visit: (path: string) => router.navigate(path),
    /** Where the console's router is. */
    currentPath: () => router.state.location.pathname,
  };
}

/**
 * Renders the console with the person logged in, as after the login form (which has tests of its
 * own in login/): their token in the console's cookie, the console opened at their home.
 */
export async function logInAs(person: FakeUser, routes: FakeRoutes = {}) {
  const api = fakeApi(person, routes);
  const user = userEvent.setup();
  if (!consoleSession.store(api.token)) throw new Error('The fake token was not stored');
  const home = homePathForRole(currentUserBody(person));
  const { visit, currentPath } = renderConsole(home);
  await screen.findByRole('menuitem', { name: 'Start' }, { timeout: 10_000 });
  // The home screen loads before the test goes on: a list that is still settling writes its
  // parameters into the address after a tick, which would take a visit elsewhere back to it.
  await waitFor(() => expect(screen.queryAllByRole('progressbar')).toHaveLength(0), {
    timeout: 10_000,
  });
  return { user, visit, currentPath, ...api };
}
