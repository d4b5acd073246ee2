import { createContext, useContext } from 'react';

/** The specification path pattern the current view was routed by (`/admin/tests/list/:pageNo?`). */
export const RoutePatternContext = createContext<string | null>(null);

export const useRoutePattern = (): string | null => useContext(RoutePatternContext);
