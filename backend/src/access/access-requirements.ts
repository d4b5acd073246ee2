import { SetMetadata } from '@nestjs/common';
import { parseRequirement, type Requirement } from '@sinnro/access';

export const ACCESS_REQUIREMENT = 'access:requirement';

/** What a route asks of its caller. Every route declares one; the guard refuses any that does not. */
export type AccessRequirement =
  { kind: 'public' } | { kind: 'authenticated' } | { kind: 'permission'; requirement: Requirement };

/** Open without login (login itself, health, the refresh exchange). */
export const Public = () =>
  SetMetadata<string, AccessRequirement>(ACCESS_REQUIREMENT, { kind: 'public' });

/** Any logged-in caller, acting on their own account only (profile, logout). */
export const Authenticated = () =>
  SetMetadata<string, AccessRequirement>(ACCESS_REQUIREMENT, { kind: 'authenticated' });

/**
 * The caller needs a grant for this `resource.action`, in some scope; the service then checks or
 * filters the objects against that scope. A malformed requirement fails when the app loads.
 */
export const RequirePermission = (requirement: string) =>
  SetMetadata<string, AccessRequirement>(ACCESS_REQUIREMENT, {
    kind: 'permission',
    requirement: parseRequirement(requirement),
  });
