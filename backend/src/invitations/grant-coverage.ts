import { parsePermission, type Permission, type Scope } from '@sinnro/access';

/**
 * How far each scope reaches, for comparing two grants of the same `resource.action`: `[*]` covers
 * everything, `[company]` covers itself and `[company-unit]` (the invitee joins a company of the
 * inviter's, so a unit of it lies inside the company), and the others cover only themselves.
 */
const COVERED_BY: Record<Scope, readonly Scope[]> = {
  '*': ['*', 'company', 'company-unit', 'therapist', 'user'],
  company: ['company', 'company-unit'],
  'company-unit': ['company-unit'],
  therapist: ['therapist'],
  user: ['user'],
};

function covers(held: Permission, wanted: Permission): boolean {
  return (
    held.resource === wanted.resource &&
    held.action === wanted.action &&
    COVERED_BY[held.scope].includes(wanted.scope)
  );
}

/**
 * The grants in `wanted` that no grant in `held` covers: what giving them away would add beyond
 * the giver's own access (privilege escalation). Every string must parse (callers validate first).
 */
export function uncoveredGrants(held: readonly string[], wanted: readonly string[]): string[] {
  const heldPermissions = held.map(parsePermission);
  return wanted.filter((grant) => {
    const permission = parsePermission(grant);
    return !heldPermissions.some((own) => covers(own, permission));
  });
}
