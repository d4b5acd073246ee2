import { readSelectedLocale } from '@sinnro/web-session';
import { useMemo, useState } from 'react';
import { Admin, CustomRoutes, Navigate, Resource, reactRouterProvider } from 'react-admin';
import { API_URL, PRODUCT_NAME } from './config';
import { RoleHomeRedirect } from './home/RoleHomeRedirect';
import { useConsoleI18nProvider } from './i18n/useConsoleI18nProvider';
import { consoleTheme } from './layout/console-theme';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { ConsoleNotification } from './layout/ConsoleNotification';
import { LoginPage } from './login/LoginPage';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { createConsoleStore } from './providers/store';
import { CONSOLE_RESOURCES, CONSOLE_SCREENS } from './resources';
import { CONSOLE_ROLE_PREFIXES } from './routing/console-resource';
import { consoleRoutes } from './routing/console-routes';
import { redirectViews } from './routing/ResourceRedirect';

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
      theme={consoleTheme}
      dashboard={RoleHomeRedirect}
      accessDenied={RoleHomeRedirect}
      notification={ConsoleNotification}
      requireAuth
      disableTelemetry
    >
      {/* react-admin's own paths (/programs/5) redirect to the specification's (routing/). */}
      {CONSOLE_RESOURCES.map((resource) => (
        <Resource
          key={resource.name}
          name={resource.name}
          {...redirectViews(resource)}
          icon={resource.icon}
          recordRepresentation={resource.recordRepresentation}
        />
      ))}
      <CustomRoutes>
        {consoleRoutes(CONSOLE_RESOURCES, CONSOLE_SCREENS, { noLayout: false })}
        {CONSOLE_ROLE_PREFIXES.map((role) => (
          <Route
            key={role}
            path={`/${role}`}
            element={<Navigate to={`/${role}/dashboard`} replace />}
          />
        ))}
      </CustomRoutes>
      <CustomRoutes noLayout>
        {consoleRoutes(CONSOLE_RESOURCES, CONSOLE_SCREENS, { noLayout: true })}
      </CustomRoutes>
    </Admin>
  );
};
