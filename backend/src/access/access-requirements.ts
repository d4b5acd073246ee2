import { SetMetadata } from '@nestjs/common';
import { parseRequirement, type Requirement } from '@sinnro/access';

export const ACCESS_REQUIREMENT = 'access:requirement';
export const ALLOWED_WHILE_READ_ONLY = 'access:allowed-while-read-only';
export const CHANGES_DATA = 'access:changes-data';

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

/**
 * A write a read-only impersonation may still make: ending it, handing the session over to
 * client-web. Every other POST, PUT, PATCH and DELETE of an impersonation started without "with
 * changes" answers 403 (AccessTokenGuard).
 */
export const AllowedWhileReadOnly = () =>
  SetMetadata<string, boolean>(ALLOWED_WHILE_READ_ONLY, true);

/**
 * A GET that changes something (the specification's GET routes that store a language or mark
 * something read): refused to a read-only impersonation like a POST, so that an admin looking at
 * the account does not mark the person's messages or reports read.
 */
export const ChangesData = () => SetMetadata<string, boolean>(CHANGES_DATA, true);
