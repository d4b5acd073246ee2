import { Suspense, type ReactElement } from 'react';
import { CanAccess, Loading, ResourceContextProvider, reactRouterProvider } from 'react-admin';
import { RoleHomeRedirect } from '../home/RoleHomeRedirect';
import {
  CONSOLE_ROLE_PREFIXES,
  type ConsoleResource,
  type ConsoleScreens,
  type ExtraRoute,
  RESOURCE_VIEWS,
} from './console-resource';
import { RoutePatternContext } from './route-pattern';

// react-admin's default router is react-router; its Route is taken from there rather than from a
// react-router import the console does not declare.
const { Route } = reactRouterProvider;

const Guarded = ({ access, children }: { access: ExtraRoute['access']; children: ReactElement }) =>
  access === undefined ? (
    children
  ) : (
    <CanAccess
      resource={access.resource}
      action={access.action}
      accessDenied={<RoleHomeRedirect />}
    >
      {children}
    </CanAccess>
  );

/** Every specification path of the resources' views and extra screens, as <Route> elements. */
function viewRoutes(resource: ConsoleResource): ExtraRoute[] {
  const routes: ExtraRoute[] = [];
  for (const role of CONSOLE_ROLE_PREFIXES) {
    const paths = resource.paths[role];
    if (paths === undefined) continue;
    for (const view of RESOURCE_VIEWS) {
      const View = resource.views[view];
      const path = paths[view];
      if (View === undefined || path === undefined) continue;
      routes.push({
        path,
        element: (
          <ResourceContextProvider value={resource.name}>
            <RoutePatternContext.Provider value={path}>
              <View />
            </RoutePatternContext.Provider>
          </ResourceContextProvider>
        ),
        access: { resource: resource.name, action: view },
      });
    }
  }
  return routes;
}

function allRoutes(
  resources: readonly ConsoleResource[],
  screens: readonly ConsoleScreens[],
): ExtraRoute[] {
  return [
    ...resources.flatMap((resource) => [...viewRoutes(resource), ...(resource.routes ?? [])]),
    ...screens.flatMap((module) => module.routes),
  ];
}

/** The routes with or without the console's layout, deduplicated by path (first wins). */
export function consoleRoutes(
  resources: readonly ConsoleResource[],
  screens: readonly ConsoleScreens[],
  { noLayout }: { noLayout: boolean },
): ReactElement[] {
  const all = allRoutes(resources, screens);
  const seen = new Set<string>();
  return all
    .filter((route) => (route.noLayout ?? false) === noLayout)
    .filter((route) => !seen.has(route.path) && seen.add(route.path))
    .map((route) => (
      <Route
        key={route.path}
        path={route.path}
        element={
          <Guarded access={route.access}>
            <Suspense fallback={<Loading />}>{route.element}</Suspense>
          </Guarded>
        }
      />
    ));
}
