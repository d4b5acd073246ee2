import { type RouteObject } from 'react-router';
import { RoleHomePage } from './home/RoleHomePage';
import { AppLayout } from './layout/AppLayout';
import { LoginPage } from './login/LoginPage';
import { NotFoundPage } from './not-found/NotFoundPage';
import { RedirectSignedIn } from './session/RedirectSignedIn';
import { RequireSession } from './session/RequireSession';
import { ROLE_HOME_ROUTES } from './session/route-access';

export const routes: RouteObject[] = [
  {
    element: <RedirectSignedIn />,
    children: [
      { path: '/login', element: <LoginPage /> },
      // Will redirect to the electronic-ID authorisation page (access issue); until then it is
      // the password login.
      { path: '/session/login', element: <LoginPage /> },
    ],
  },
  {
    element: <RequireSession />,
    children: [
      // Nobody's page: the guard sends a logged-in user home and anyone else to /login.
      { path: '/', element: null },
      {
        element: <AppLayout />,
        children: ROLE_HOME_ROUTES.map(({ path }) => ({ path, element: <RoleHomePage /> })),
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];
