import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { defineAbilityFor, grantsFor } from '@sinnro/access';
import { CompanyMember } from 'src/companies/company-member.entity';
import { CompanyUnitMember } from 'src/companies/company-unit-member.entity';
import { UserPermissionGrant } from 'src/users/user-permission-grant.entity';
import { type User } from 'src/users/user.entity';
import { CallerAccess } from './caller-access';

/** Builds a caller's grants and ability from their role, memberships and own grants (3 queries). */
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
    const grants = grantsFor({
      role: user.role,
      companyRoles: memberships.map((membership) => membership.companyRole),
      extraGrants: ownGrants.map((grant) => grant.permission),
    });
    const context = {
      userUuid: user.uuid,
      companyUuids: memberships.map((membership) => membership.company.uuid),
      unitUuids: unitMemberships.map((membership) => membership.unit.uuid),
    };
    return new CallerAccess(
      user,
      grants,
      context,
      defineAbilityFor(grants, context),
      request.impersonatorUuid ?? null,
      request.requestId ?? null,
    );
  }
}
