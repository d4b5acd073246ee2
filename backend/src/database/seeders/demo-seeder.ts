import { type EntityName, type FilterQuery, type RequiredEntityData } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import { hash } from 'argon2';
import { CompanyMember } from 'src/companies/company-member.entity';
import { CompanyUnitMember } from 'src/companies/company-unit-member.entity';
import { CompanyUnit } from 'src/companies/company-unit.entity';
import { Company } from 'src/companies/company.entity';
import { type NodeEnvironment } from 'src/config/environment';
import { TherapistAssignment } from 'src/care-team/therapist-assignment.entity';
import { type NationalIdCipher } from 'src/users/national-id/national-id-cipher';
import { nationalIdCipherFromProcessEnv } from 'src/users/national-id/national-id-keys';
import { User } from 'src/users/user.entity';
import { DEMO_ACCOUNTS, DEMO_COMPANY, type DemoAccount } from './demo-accounts';
import { DOMAIN_SEEDERS } from './domain-seeders';

export class SeederRefusedError extends Error {}

export interface SeedResult {
  created: number;
}

/**
 * Creates the demo data if it is missing. Idempotent: rows are found by their natural keys
 * (e-mail, fixed uuids) and left untouched when present, so a second run changes nothing.
 */
export async function seedDemoData(
  em: EntityManager,
  options: { nodeEnv: NodeEnvironment; password: string },
): Promise<SeedResult> {
  if (options.nodeEnv === 'production') {
    throw new SeederRefusedError('The demo seeder refuses to run with NODE_ENV=production.');
  }
  let created = 0;
  // Every demo account has the same password: hash it once (argon2 takes a while on purpose).
  let passwordHash: Promise<string> | undefined;
  const hashPassword = () => (passwordHash ??= hash(options.password, { type: 2 }));
  const nationalIds = nationalIdCipherFromProcessEnv();
  await em.transactional(async (tx) => {
    const company = await findOrCreate(tx, Company, { uuid: DEMO_COMPANY.uuid }, () => {
      created++;
      return { uuid: DEMO_COMPANY.uuid, name: DEMO_COMPANY.name };
    });
    const units = new Map<string, CompanyUnit>();
    for (const unit of DEMO_COMPANY.units) {
      const parent = unit.parent ? (units.get(unit.parent) ?? null) : null;
      units.set(
        unit.uuid,
        await findOrCreate(tx, CompanyUnit, { uuid: unit.uuid }, () => {
          created++;
          return { uuid: unit.uuid, name: unit.name, type: unit.type, company, parent };
        }),
      );
    }
    const adminUnit = units.get(DEMO_COMPANY.units[0].uuid) as CompanyUnit;
    for (const account of DEMO_ACCOUNTS) {
      created += await seedAccount(tx, account, hashPassword, company, adminUnit, nationalIds);
    }
    created += await seedTherapistAssignment(tx);
    for (const seedDomain of DOMAIN_SEEDERS) created += await seedDomain(tx);
  });
  return { created };
}

async function seedAccount(
  em: EntityManager,
  account: DemoAccount,
  hashPassword: () => Promise<string>,
  company: Company,
  unit: CompanyUnit,
  nationalIds: NationalIdCipher,
): Promise<number> {
  let created = 0;
  let user = await em.findOne(User, { email: account.email });
  if (!user) {
    user = em.create(User, {
      email: account.email,
      role: account.role,
      firstName: account.firstName,
      lastName: account.lastName,
      nationalIdSealed: account.nationalId ? nationalIds.seal(account.nationalId) : null,
      nationalIdIndex: account.nationalId ? nationalIds.index(account.nationalId) : null,
      passwordHash: await hashPassword(),
    });
    created++;
  }
  if (account.companyRole) {
    const companyRole = account.companyRole;
    const owner = user;
    await findOrCreate(em, CompanyMember, { company, user }, () => {
      created++;
      return { company, user: owner, companyRole };
    });
    await findOrCreate(em, CompanyUnitMember, { unit, user }, () => {
      created++;
      return { unit, user: owner };
    });
  }
  await em.flush();
  return created;
}

/** The demo client is treated by the demo premium therapist. */
async function seedTherapistAssignment(em: EntityManager): Promise<number> {
  const client = await em.findOneOrFail(User, { email: 'client@example.com' });
  const therapist = await em.findOneOrFail(User, { email: 'therapist-premium@example.com' });
  if (await em.findOne(TherapistAssignment, { client, therapist, endedAt: null })) return 0;
  em.create(TherapistAssignment, { client, therapist });
  await em.flush();
  return 1;
}

async function findOrCreate<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  data: () => RequiredEntityData<T>,
): Promise<T> {
  const existing = await em.findOne(entity, where);
  if (existing) return existing;
  const row = em.create(entity, data());
  await em.flush();
  return row;
}
