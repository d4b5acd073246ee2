import {
  CONSOLE_ROLE_PREFIXES,
  type ConsoleResource,
  type ConsoleRole,
  type ResourceView,
} from './console-resource';

export type PathParams = Record<string, string | number | undefined>;

/**
 * Fills a route pattern: `:name` from params, an optional `/:name?` segment dropped when params
 * lacks it. A required parameter missing is a programming error.
 */
export function fillPath(pattern: string, params: PathParams = {}): string {
  return pattern.replace(/\/:(\w+)(\?)?/g, (_segment, name: string, optional?: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`The path ${pattern} needs :${name}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
}

/** Which role's paths a user of `role` uses for the resource: their own, else the admin's. */
export function pathRoleFor(resource: ConsoleResource, role: string): ConsoleRole | null {
  const own = CONSOLE_ROLE_PREFIXES.find((prefix) => prefix === role);
  if (own !== undefined && resource.paths[own] !== undefined) return own;
  return CONSOLE_ROLE_PREFIXES.find((prefix) => resource.paths[prefix] !== undefined) ?? null;
}

/** The specification path of a resource's view for a user of `role`, or null when it has none. */
export function resourcePath(
  resource: ConsoleResource,
  role: string,
  view: ResourceView,
  params: PathParams = {},
): string | null {
  const pathRole = pathRoleFor(resource, role);
  const pattern = pathRole === null ? undefined : resource.paths[pathRole]?.[view];
  return pattern === undefined ? null : fillPath(pattern, params);
}
