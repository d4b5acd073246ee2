import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CompanyMember } from 'src/companies/company-member.entity';
import { CompanyUnitMember } from 'src/companies/company-unit-member.entity';
import { ApiException } from 'src/common/errors/api-exception';
import { User } from './user.entity';

/** The signed-in user as the specification's front ends read it (section 3, User). */
export interface CurrentUserProfile {
  id: number;
  uuid: string;
  email: string;
  role: string;
  role_name: string;
  roles: string[];
  permissions: string[];
  default_lang: string;
  white_label: string | null;
  profile: { id: number; first_name: string; last_name: string };
  companies: { uuid: string; name: string; company_role: string }[];
  company_units: { uuid: string; company_uuid: string; type: string | null }[];
}

@Injectable()
export class CurrentUserProfileService {
  constructor(private readonly em: EntityManager) {}

  async forUuid(uuid: string): Promise<CurrentUserProfile> {
    const user = await this.em.findOne(User, { uuid, blockedAt: null });
    if (!user) throw ApiException.unauthorized();
    return this.forUser(user);
  }

  async forUser(user: User): Promise<CurrentUserProfile> {
    const [memberships, unitMemberships] = await Promise.all([
      this.em.find(CompanyMember, { user }, { populate: ['company'] }),
      this.em.find(CompanyUnitMember, { user }, { populate: ['unit.company'] }),
    ]);
    return {
      id: user.id,
      uuid: user.uuid,
      email: user.email,
      role: user.role,
      role_name: user.role,
      roles: [user.role],
      // The role and per-user permission table arrives with the access issue.
      permissions: [],
      default_lang: user.defaultLang,
      white_label: user.whiteLabel,
      profile: { id: user.id, first_name: user.firstName, last_name: user.lastName },
      companies: memberships.map((m) => ({
        uuid: m.company.uuid,
        name: m.company.name,
        company_role: m.companyRole,
      })),
      company_units: unitMemberships.map((m) => ({
        uuid: m.unit.uuid,
        company_uuid: m.unit.company.uuid,
        type: m.unit.type,
      })),
    };
  }
}
