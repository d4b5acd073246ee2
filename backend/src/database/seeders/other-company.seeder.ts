import { type EntityManager } from '@mikro-orm/postgresql';
import { CompanyMember } from 'src/companies/company-member.entity';
import { CompanyUnitMember } from 'src/companies/company-unit-member.entity';
import { CompanyUnit } from 'src/companies/company-unit.entity';
import { Company } from 'src/companies/company.entity';
import { User } from 'src/users/user.entity';
import { DEMO_OTHER_COMPANY } from './demo-accounts';

/** The second demo company with one unit and one member (no password: it never logs in). */
export async function seedOtherCompany(em: EntityManager): Promise<number> {
  if (await em.findOne(Company, { uuid: DEMO_OTHER_COMPANY.uuid })) return 0;
  const company = em.create(Company, {
    uuid: DEMO_OTHER_COMPANY.uuid,
    name: DEMO_OTHER_COMPANY.name,
  });
  const unit = em.create(CompanyUnit, {
    uuid: DEMO_OTHER_COMPANY.unit.uuid,
    name: DEMO_OTHER_COMPANY.unit.name,
    company,
  });
  const { member } = DEMO_OTHER_COMPANY;
  let user = await em.findOne(User, { email: member.email });
  let created = 2;
  if (!user) {
    user = em.create(User, { ...member, role: 'client' });
    created++;
  }
  em.create(CompanyMember, { company, user, companyRole: 'standard-user' });
  em.create(CompanyUnitMember, { unit, user });
  await em.flush();
  return created + 2;
}
