import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CompanyMembership, grantSetsFor } from '@sinnro/access';
import { CompanyMember } from 'src/companies/company-member.entity';
import { CompanyUnitMember } from 'src/companies/company-unit-member.entity';
import { UserPermissionGrant } from 'src/users/user-permission-grant.entity';
import { type User } from 'src/users/user.entity';
import { CallerAccess } from './caller-access';

/**
 * Builds a caller's grants and ability from their role, memberships and own grants (3 queries).
 * Grants belong to a membership: a company role reaches only its own company and the user's units
 * of it (see grantSetsFor).
 */
@Injectable()
export class CallerAccessService {
  constructor(private readonly em: EntityManager) {}

  async forUser(
    user: User,
    request: { impersonatorUuid?: string | null; requestId?: string | null } = {},
  ): Promise<CallerAccess> {
    const [memberships, unitMemberships, ownGrants] = await Promise.all([
      this.em.find(CompanyMember, { user }, { populate: ['company'] }),
      this.em.find(CompanyUnitMember, { user }, { populate: ['unit'] }),
      this.em.find(UserPermissionGrant, { user }),
    ]);
    const companyUuidById = new Map(
      memberships.map((membership) => [membership.company.id, membership.company.uuid]),
    );
    const sets = grantSetsFor({
      userUuid: user.uuid,
      role: user.role,
      memberships: memberships.map((membership): CompanyMembership => ({
        companyUuid: membership.company.uuid,
        companyRole: membership.companyRole,
        isClinic: membership.company.types.includes('clinic'),
        unitUuids: unitMemberships
          .filter((unitMembership) => unitMembership.unit.company.id === membership.company.id)
          .map((unitMembership) => unitMembership.unit.uuid),
      })),
      // A grant bound to a company the user has left reaches nothing.
      extraGrants: ownGrants
        .filter((grant) => !grant.company || companyUuidById.has(grant.company.id))
        .map((grant) => ({
          permission: grant.permission,
          companyUuid: grant.company ? (companyUuidById.get(grant.company.id) ?? null) : null,
        })),
    });
    // Where the user belongs (every membership), e.g. for checking who may impersonate them.
    const context = {
      userUuid: user.uuid,
      companyUuids: memberships.map((membership) => membership.company.uuid),
      unitUuids: unitMemberships.map((membership) => membership.unit.uuid),
    };
    return new CallerAccess(
      user,
      sets,
      context,
      request.impersonatorUuid ?? null,
      request.requestId ?? null,
    );
  }
}
