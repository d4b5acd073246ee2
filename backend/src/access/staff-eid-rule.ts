import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { type Role } from '@sinnro/access';
import { CompanyMember } from 'src/companies/company-member.entity';
import { Environment } from 'src/config/environment';
import { type User } from 'src/users/user.entity';

/** What the rule needs of a user's memberships: the company's flag and the company role. */
export interface StaffMembership {
  companyRole: string;
  requireEidForStaff: boolean;
}

/**
 * Whether a user must sign in with e-ID (HSLF-FS 2016:40 3:15): their platform role is listed in
 * REQUIRE_EID_FOR, or they are a company administrator and `company-admin` is listed, or they are
 * staff of a company that requires e-ID of its staff. Staff of a company: its company
 * administrators and its members whose platform role is not `client` (clinic admins and
 * therapists). A company's flag never touches its clients.
 */
export function eidRequired(
  role: Role,
  memberships: readonly StaffMembership[],
  requiredRoles: readonly string[],
): boolean {
  if (requiredRoles.includes(role)) return true;
  return memberships.some((membership) => {
    const companyAdmin = membership.companyRole === 'company-admin';
    if (companyAdmin && requiredRoles.includes('company-admin')) return true;
    return membership.requireEidForStaff && (companyAdmin || role !== 'client');
  });
}

@Injectable()
export class StaffEidRule {
  constructor(
    private readonly em: EntityManager,
    @Inject(Environment) private readonly environment: Environment,
  ) {}

  /** Whether this user's password login is refused in favour of e-ID. */
  async requiresEid(user: User): Promise<boolean> {
    const required = this.environment.REQUIRE_EID_FOR;
    if (required.includes(user.role)) return true;
    const memberships = await this.em.find(
      CompanyMember,
      { user: user.id },
      { populate: ['company'] },
    );
    return eidRequired(
      user.role,
      memberships.map((membership) => ({
        companyRole: membership.companyRole,
        requireEidForStaff: membership.company.requireEidForStaff,
      })),
      required,
    );
  }
}
