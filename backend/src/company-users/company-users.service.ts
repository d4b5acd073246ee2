import { type Dictionary } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { CompanyMember } from 'src/companies/company-member.entity';
import { CompanyUnitMember } from 'src/companies/company-unit-member.entity';
import { CompanyUnit } from 'src/companies/company-unit.entity';
import { Company } from 'src/companies/company.entity';
import { OrganisationScopeService, unitTree } from 'src/companies/organisation-scope.service';
import { UserCreditBalance } from 'src/credits/user-credit-balance.entity';
import { Invitation } from 'src/invitations/invitation.entity';
import { Product } from 'src/products/product.entity';
import { staffReadScope } from 'src/users/user-scope';
import { User } from 'src/users/user.entity';
import { type CompanyUserPage, type CompanyUserView } from './company-user-view';
import { type CompanyUsersQuery } from './dto/company-users.query';

/**
 * The members of a company for its administrators (the company admin's services page): only
 * members in the caller's `user.read` scope, each with their units, the services (products) of
 * their accepted invitations and their credits, in a fixed number of statements per page.
 */
@Injectable()
export class CompanyUsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly scope: OrganisationScopeService,
  ) {}

  async page(
    caller: CallerAccess,
    companyUuid: string,
    query: CompanyUsersQuery,
    language: Language,
  ): Promise<CompanyUserPage> {
    staffReadScope(caller);
    const company = await this.em.findOne(Company, { uuid: companyUuid });
    if (!company || !(await this.scope.reachesSomeUnit(caller, 'read', 'user', company))) {
      throw ApiException.notFound();
    }
    const scope = this.scope.userCondition(caller, 'read');
    if (!scope) throw ApiException.notFound();
    const conditions: Dictionary[] = [scope, { 'u.id': { $in: this.membersOf(company) } }];
    if (query.unit_uuid)
      conditions.push(await this.unitCondition(caller, company, query.unit_uuid));
    const [users, total] = await this.em
      .createQueryBuilder(User, 'u')
      .select('*')
      .leftJoin('u.healthCoach', 'coach')
      .where({ $and: conditions })
      .orderBy([{ firstName: 'asc' }, { lastName: 'asc' }, { id: 'asc' }])
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .getResultAndCount();
    return {
      data: await this.rows(company, users, language),
      total,
      page: query.page,
      per_page: query.per_page,
    };
  }

  /** The ids of the company's members, as a subquery. */
  private membersOf(company: Company) {
    return this.em
      .createQueryBuilder(CompanyMember, 'cm')
      .select('cm.user')
      .where({ company })
      .getKnexQuery();
  }

  /** Members of the unit or a unit below it; 404 for a unit outside the company or the scope. */
  private async unitCondition(
    caller: CallerAccess,
    company: Company,
    unitUuid: string,
  ): Promise<Dictionary> {
    const unit = await this.em.findOne(CompanyUnit, { uuid: unitUuid, company });
    const owners = { companyUuid: company.uuid, unitUuid: unit?.uuid ?? null };
    if (!unit || !(await this.scope.can(caller, 'read', 'user', owners))) {
      throw ApiException.notFound();
    }
    const unitMembers = this.em
      .createQueryBuilder(CompanyUnitMember, 'um')
      .select('um.user')
      .where({ unit: { $in: unitTree([unit.uuid]).unitIds } })
      .getKnexQuery();
    return { 'u.id': { $in: unitMembers } };
  }

  private async rows(
    company: Company,
    users: User[],
    language: Language,
  ): Promise<CompanyUserView[]> {
    if (users.length === 0) return [];
    const user = { $in: users.map((row) => row.id) };
    const [memberships, unitMemberships, balances, invitations, invited] = await Promise.all([
      this.em.find(CompanyMember, { company, user }),
      this.em.find(
        CompanyUnitMember,
        { user, unit: { company } },
        { populate: ['unit'], orderBy: { unit: { name: 'asc' } } },
      ),
      this.em.find(UserCreditBalance, { company, user }),
      this.em.find(Invitation, { company, user, acceptedAt: { $ne: null } }),
      this.invitedOf(users.map((row) => row.id)),
    ]);
    const codes = [...new Set(invitations.flatMap((invitation) => invitation.products))];
    const products =
      codes.length === 0
        ? []
        : await this.em.find(Product, { code: { $in: codes } }, { orderBy: { sortOrder: 'asc' } });
    return users.map((member): CompanyUserView => {
      const own = <T extends { user: User }>(row: T) => row.user.id === member.id;
      const granted = new Set(invitations.filter(own).flatMap((invitation) => invitation.products));
      const balance = balances.find(own);
      return {
        uuid: member.uuid,
        first_name: member.firstName,
        last_name: member.lastName,
        email: member.email,
        role: member.role,
        company_role: memberships.find(own)?.companyRole ?? 'standard-user',
        units: unitMemberships
          .filter(own)
          .map(({ unit }) => ({ uuid: unit.uuid, name: unit.name })),
        services: products
          .filter((product) => granted.has(product.code))
          .map((product) => ({
            code: product.code,
            name: language === 'en' ? product.nameEn : product.nameSv,
          })),
        credits: balance
          ? { total: balance.total, taken: balance.taken, available: balance.total - balance.taken }
          : null,
        status: invited.has(member.id) ? 'invited' : 'active',
        invited_at: invited.get(member.id) ?? null,
      };
    });
  }

  /** Of these members, those never activated (no password yet), with when they were invited. */
  private async invitedOf(ids: number[]): Promise<Map<number, Date>> {
    const rows = await this.em.execute<{ id: number; invited_at: Date | string }[]>(
      `select u.id,
              coalesce((select max(i.created_at) from invitations i
                         where i.user_id = u.id and i.accepted_at is null), u.created_at) as invited_at
         from users u
        where u.id in (?) and u.password_hash is null and u.activated_at is null`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, new Date(row.invited_at)]));
  }
}
