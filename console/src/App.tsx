import { readSelectedLocale } from '@sinnro/web-session';
import { useMemo, useState } from 'react';
import { Admin, CustomRoutes, Resource, reactRouterProvider } from 'react-admin';
import { companies } from './companies';
import { API_URL, PRODUCT_NAME } from './config';
import { RoleHomePage } from './home/RoleHomePage';
import { RoleHomeRedirect } from './home/RoleHomeRedirect';
import { ROLE_HOMES } from './home/role-homes';
import { useConsoleI18nProvider } from './i18n/useConsoleI18nProvider';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { ConsoleNotification } from './layout/ConsoleNotification';
import { LoginPage } from './login/LoginPage';
import { programs } from './programs';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { createConsoleStore } from './providers/store';
import { users } from './users';

// react-admin's default router is react-router; its Route is taken from there rather than from a
// react-router import the console does not declare.
const { Route } = reactRouterProvider;

export const App = () => {
  const i18nProvider = useConsoleI18nProvider();
  const [store] = useState(() => createConsoleStore(readSelectedLocale()));
  const providers = useMemo(
    () =>
      i18nProvider && {
        auth: createAuthProvider({ apiUrl: API_URL, i18nProvider }),
        data: createDataProvider({ apiUrl: API_URL, getLocale: () => i18nProvider.getLocale() }),
      },
    [i18nProvider],
  );

  if (i18nProvider === null || providers === null) return null;

  return (
    <Admin
      title={PRODUCT_NAME}
      i18nProvider={i18nProvider}
      authProvider={providers.auth}
      dataProvider={providers.data}
      store={store}
      loginPage={LoginPage}
      layout={ConsoleLayout}
      dashboard={RoleHomeRedirect}
      accessDenied={RoleHomeRedirect}
      notification={ConsoleNotification}
      requireAuth
      disableTelemetry
    >
      <Resource name="users" {...users} />
      <Resource name="companies" {...companies} />
      <Resource name="programs" {...programs} />
      <CustomRoutes>
        {ROLE_HOMES.map(({ role, path }) => (
          <Route key={role} path={path} element={<RoleHomePage role={role} />} />
        ))}
      </CustomRoutes>
    </Admin>
  );
};
