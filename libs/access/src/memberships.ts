import { type AccessContext, type GrantsInContext } from './ability';
import { COMPANY_ROLE_PERMISSIONS, ROLE_PERMISSIONS } from './role-permissions';
import { type CompanyRole, type Role } from './roles';

/** One company a user belongs to, with their role there and their units of it. */
export interface CompanyMembership {
  companyUuid: string;
  companyRole: CompanyRole;
  /** The user's units of this company (each covers its sub-units, see the organisation scope). */
  unitUuids: readonly string[];
  /** Made by the user themselves (the company e-mail link), not by an administrator. */
  selfService?: boolean;
}

/** A grant held beyond the roles: bound to the company whose invitation gave it, or unbound. */
export interface ExtraGrant {
  permission: string;
  companyUuid: string | null;
}

export interface MembershipHolder {
  userUuid: string;
  role: Role;
  memberships: readonly CompanyMembership[];
  /** Units an administrator placed the user in, of companies the user is not a member of. */
  looseUnitUuids?: readonly string[];
  extraGrants?: readonly ExtraGrant[];
}

/**
 * Grants belong to a membership: each company role reaches only its own company and the user's
 * units of it, and a grant an invitation gave only that invitation's company. Being a company
 * admin in one company and a standard user in another therefore gives exactly a standard user's
 * rights in the second. The platform role (a clinic admin's `[company]` grants, say) and grants an
 * administrator gave without a company reach the memberships and units administrators made, never
 * a company the user joined themselves through the company e-mail link.
 */
export function grantSetsFor(holder: MembershipHolder): GrantsInContext[] {
  const extras = holder.extraGrants ?? [];
  const placed = holder.memberships.filter((membership) => !membership.selfService);
  const sets: GrantsInContext[] = [
    {
      grants: [
        ...ROLE_PERMISSIONS[holder.role],
        ...extras.filter((extra) => extra.companyUuid === null).map((extra) => extra.permission),
      ],
      context: contextOf(holder.userUuid, placed, holder.looseUnitUuids),
    },
    ...holder.memberships.map((membership): GrantsInContext => ({
      grants: [
        ...COMPANY_ROLE_PERMISSIONS[membership.companyRole],
        ...extras
          .filter((extra) => extra.companyUuid === membership.companyUuid)
          .map((extra) => extra.permission),
      ],
      context: contextOf(holder.userUuid, [membership]),
    })),
  ];
  return sets.filter((set) => set.grants.length > 0);
}

function contextOf(
  userUuid: string,
  memberships: readonly CompanyMembership[],
  looseUnitUuids: readonly string[] = [],
): AccessContext {
  return {
    userUuid,
    companyUuids: memberships.map((membership) => membership.companyUuid),
    unitUuids: [...memberships.flatMap((membership) => membership.unitUuids), ...looseUnitUuids],
  };
}

/** Every grant string the user holds somewhere, deduplicated and sorted (for menus and views). */
export function allGrantsOf(sets: readonly GrantsInContext[]): string[] {
  return [...new Set(sets.flatMap((set) => set.grants))].sort();
}
