import { type GrantsInContext } from './ability';
import { COMPANY_ROLE_PERMISSIONS, ROLE_PERMISSIONS } from './role-permissions';
import { type CompanyRole, type Role } from './roles';

/** One company a user belongs to, with their role there and their units of it. */
export interface CompanyMembership {
  companyUuid: string;
  companyRole: CompanyRole;
  /** A clinic's staff act in it with their platform role (clinic-admin, clinic-therapist). */
  isClinic: boolean;
  /** The user's units of this company (each covers its sub-units, see the organisation scope). */
  unitUuids: readonly string[];
}

/** A grant held beyond the roles: bound to the company whose invitation gave it, or unbound. */
export interface ExtraGrant {
  permission: string;
  companyUuid: string | null;
}

export interface MembershipHolder {
  userUuid: string;
  role: Role;
  /** Units of companies the user is not a member of give no grants: leave them out. */
  memberships: readonly CompanyMembership[];
  extraGrants?: readonly ExtraGrant[];
}

/**
 * Grants belong to a membership: each company role reaches only its own company and the user's
 * units of it, a bound extra grant only its company's membership, and the platform role with the
 * unbound extra grants only the clinics the user belongs to. Being a company admin in one company
 * and a standard user in another therefore gives exactly a standard user's rights in the second.
 */
export function grantSetsFor(holder: MembershipHolder): GrantsInContext[] {
  const extras = holder.extraGrants ?? [];
  const clinics = holder.memberships.filter((membership) => membership.isClinic);
  const personal: GrantsInContext = {
    grants: [
      ...ROLE_PERMISSIONS[holder.role],
      ...extras.filter((extra) => extra.companyUuid === null).map((extra) => extra.permission),
    ],
    context: {
      userUuid: holder.userUuid,
      companyUuids: clinics.map((membership) => membership.companyUuid),
      unitUuids: clinics.flatMap((membership) => membership.unitUuids),
    },
  };
  const perMembership = holder.memberships.map((membership): GrantsInContext => ({
    grants: [
      ...COMPANY_ROLE_PERMISSIONS[membership.companyRole],
      ...extras
        .filter((extra) => extra.companyUuid === membership.companyUuid)
        .map((extra) => extra.permission),
    ],
    context: {
      userUuid: holder.userUuid,
      companyUuids: [membership.companyUuid],
      unitUuids: membership.unitUuids,
    },
  }));
  return [personal, ...perMembership].filter((set) => set.grants.length > 0);
}

/** Every grant string the user holds somewhere, deduplicated and sorted (for menus and views). */
export function allGrantsOf(sets: readonly GrantsInContext[]): string[] {
  return [...new Set(sets.flatMap((set) => set.grants))].sort();
}
