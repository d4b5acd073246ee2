import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type Action, type Resource } from '@sinnro/access';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { CompanyMember } from 'src/companies/company-member.entity';
import { CompanyUnitMember } from 'src/companies/company-unit-member.entity';
import { type CompanyUnit } from 'src/companies/company-unit.entity';
import { Company } from 'src/companies/company.entity';
import { OrganisationScopeService } from 'src/companies/organisation-scope.service';
import { User } from 'src/users/user.entity';

/** A user as a member of one company, with the units they belong to there. */
export interface CompanyMemberInScope {
  company: Company;
  user: User;
  units: CompanyUnit[];
}

/**
 * Scope checks of credits and usage records. The object is the user in the company: `[company]`
 * looks at the company, `[company-unit]` at the user's units there (sub-units included, see
 * OrganisationScopeService), `[user]` at the user. Outside scope is 404.
 */
@Injectable()
export class CreditScopeService {
  constructor(
    private readonly em: EntityManager,
    private readonly organisation: OrganisationScopeService,
  ) {}

  /** The company by uuid, or 404 when it does not exist or the caller has no reach into it. */
  async company(
    caller: CallerAccess,
    action: Action,
    resource: Resource,
    uuid: string,
  ): Promise<Company> {
    const company = await this.em.findOne(Company, { uuid });
    if (!company) throw ApiException.notFound();
    caller.assertCan(action, resource, { companyUuid: company.uuid });
    return company;
  }

  /** The user as a member of the company, or 404 (also when the caller's scope misses them). */
  async member(
    caller: CallerAccess,
    action: Action,
    resource: Resource,
    companyUuid: string,
    userUuid: string,
  ): Promise<CompanyMemberInScope> {
    const membership = await this.em.findOne(
      CompanyMember,
      { company: { uuid: companyUuid }, user: { uuid: userUuid } },
      { populate: ['company', 'user'] },
    );
    if (!membership) throw ApiException.notFound();
    const { company, user } = membership;
    const unitMemberships = await this.em.find(
      CompanyUnitMember,
      { user, unit: { company } },
      { populate: ['unit'] },
    );
    const units = unitMemberships.map((row) => row.unit);
    await this.organisation.assertCan(caller, action, resource, {
      companyUuid: company.uuid,
      unitUuid: units.map((unit) => unit.uuid),
      userUuid: user.uuid,
    });
    return { company, user, units };
  }

  /**
   * The unit a grant or usage is booked on: 404 when the caller's scope does not cover it, 400
   * (keyed by `company_unit_uuid`) when the user is not a member of it.
   */
  async bookingUnit(
    caller: CallerAccess,
    action: Action,
    resource: Resource,
    member: CompanyMemberInScope,
    unitUuid: string,
  ): Promise<CompanyUnit> {
    const unit = member.units.find((candidate) => candidate.uuid === unitUuid.toLowerCase());
    if (!unit) {
      throw ApiException.invalidData({ company_unit_uuid: [{ key: 'credits.notUnitMember' }] });
    }
    await this.organisation.assertCan(caller, action, resource, {
      companyUuid: member.company.uuid,
      unitUuid: unit.uuid,
      userUuid: member.user.uuid,
    });
    return unit;
  }
}

/**
 * A PostgreSQL array literal for `?::int[]` / `?::uuid[]` (knex would spread a JS array into a
 * list). Only for numbers and uuids, which need no quoting.
 */
export function pgArray(values: readonly (number | string)[]): string {
  return `{${values.join(',')}}`;
}
