import { type RouteObject } from 'react-router';
import { ConfirmCompanyEmailPage } from './company-link/ConfirmCompanyEmailPage';
import { ProcessLoginAuth2Page } from './eid/ProcessLoginAuth2Page';
import { ProcessLoginPage } from './eid/ProcessLoginPage';
import { RoleHomePage } from './home/RoleHomePage';
import { InvitePage } from './invite/InvitePage';
import { AppLayout } from './layout/AppLayout';
import { LoginPage } from './login/LoginPage';
import { NotFoundPage } from './not-found/NotFoundPage';
import { ForgotPasswordPage } from './password/ForgotPasswordPage';
import { ResetPasswordPage } from './password/ResetPasswordPage';
import { RedirectSignedIn } from './session/RedirectSignedIn';
import { RequireSession } from './session/RequireSession';
import { ROLE_HOME_ROUTES } from './session/route-access';

export const routes: RouteObject[] = [
  {
    element: <RedirectSignedIn />,
    children: [
      { path: '/login', element: <LoginPage /> },
      // The e-ID login starts at the API's /session/login (the login page's e-ID button); this
      // client-web path stays the login page (also the target after a password reset).
      { path: '/session/login', element: <LoginPage /> },
      { path: '/session/forgot-password', element: <ForgotPasswordPage /> },
    ],
  },
  // Pages of mailed links that work whether or not someone is logged in on this browser.
  { path: '/session/reset-password/:token', element: <ResetPasswordPage /> },
  { path: '/session/invite/:token', element: <InvitePage /> },
  {
    element: <RequireSession />,
    children: [
      // Nobody's page: the guard sends a logged-in user home and anyone else to /login.
      { path: '/', element: null },
      // Any logged-in user (SIGNED_IN_ROUTES); a visitor logs in first and comes back.
      { path: '/session/confirm-company-email/:token', element: <ConfirmCompanyEmailPage /> },
      {
        element: <AppLayout />,
        children: ROLE_HOME_ROUTES.map(({ path }) => ({ path, element: <RoleHomePage /> })),
      },
    ],
  },
  // Where the API's e-ID callback sends the browser (token, onboarding or error in the fragment).
  { path: '/process-login', element: <ProcessLoginPage /> },
  { path: '/process-login-auth2', element: <ProcessLoginAuth2Page /> },
  { path: '*', element: <NotFoundPage /> },
];
