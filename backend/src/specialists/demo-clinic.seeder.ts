import { type EntityManager } from '@mikro-orm/postgresql';
import { TherapistAssignment } from 'src/care-team/therapist-assignment.entity';
import { CompanyMember } from 'src/companies/company-member.entity';
import { CompanyProduct } from 'src/companies/company-product.entity';
import { Company } from 'src/companies/company.entity';
import { DEMO_CLINIC } from 'src/database/seeders/demo-accounts';
import { DEMO_PROGRAMS } from 'src/database/seeders/demo-programs.data';
import { Product } from 'src/products/product.entity';
import { CompanyProgram } from 'src/programs/company-program.entity';
import { ProgramModule } from 'src/programs/program-module.entity';
import { Program } from 'src/programs/program.entity';
import { ProgramSubscription } from 'src/subscriptions/program-subscription.entity';
import { addDays, todayUtc } from 'src/subscriptions/subscription-dates';
import { SubscriptionModule } from 'src/subscriptions/subscription-module.entity';
import { SubscriptionProgram } from 'src/subscriptions/subscription-program.entity';
import { User } from 'src/users/user.entity';

/**
 * The demo clinic Demokliniken AB with its members, the clinic client's assignment to the clinic
 * therapist and a Therapist assisted subscription (the iCBT program, started a week ago, its first
 * module open). Runs after the demo content. Idempotent: each row is found by its natural key.
 */
export async function seedDemoClinic(em: EntityManager): Promise<number> {
  let created = 0;
  let clinic = await em.findOne(Company, { uuid: DEMO_CLINIC.uuid });
  if (!clinic) {
    clinic = em.create(Company, {
      uuid: DEMO_CLINIC.uuid,
      name: DEMO_CLINIC.name,
      types: ['clinic'],
    });
    created++;
  }
  for (const email of DEMO_CLINIC.members) {
    const user = await em.findOne(User, { email });
    if (!user) continue;
    if (!(await em.findOne(CompanyMember, { company: clinic, user }))) {
      em.create(CompanyMember, { company: clinic, user, companyRole: 'standard-user' });
      created++;
    }
  }
  const client = await em.findOne(User, { email: DEMO_CLINIC.client });
  const therapist = await em.findOne(User, { email: DEMO_CLINIC.therapist });
  if (client && therapist && !(await em.findOne(TherapistAssignment, { client, therapist }))) {
    em.create(TherapistAssignment, { client, therapist });
    created++;
  }
  await em.flush();
  created += await seedClinicProducts(em, clinic);
  created += await seedClinicPrograms(em, clinic);
  if (client) created += await seedClinicSubscription(em, client);
  return created;
}

/** The services the clinic offers (what its staff assign when they invite someone). */
const CLINIC_PRODUCTS: readonly string[] = ['digital_treatment', 'session_45', 'therapist_call_25'];

async function seedClinicProducts(em: EntityManager, clinic: Company): Promise<number> {
  if ((await em.count(CompanyProduct, { company: clinic })) > 0) return 0;
  const products = await em.find(Product, { code: { $in: [...CLINIC_PRODUCTS] } });
  let created = 0;
  CLINIC_PRODUCTS.forEach((code, index) => {
    const product = products.find((row) => row.code === code);
    if (!product) return;
    em.create(CompanyProduct, {
      company: clinic,
      product,
      category: product.category,
      isSelected: true,
      sortOrder: (index + 1) * 10,
    });
    created++;
  });
  await em.flush();
  return created;
}

/**
 * The programs the clinic offers (what its admin may give a client in the invitation): the
 * therapist-assisted iCBT program and the self-study program.
 */
async function seedClinicPrograms(em: EntityManager, clinic: Company): Promise<number> {
  const programs = await em.find(Program, {
    uuid: { $in: [DEMO_PROGRAMS.icbt.uuid, DEMO_PROGRAMS.selfStudy.uuid] },
  });
  let created = 0;
  for (const program of programs) {
    if (await em.findOne(CompanyProgram, { company: clinic, program })) continue;
    em.create(CompanyProgram, { company: clinic, program });
    created++;
  }
  await em.flush();
  return created;
}

async function seedClinicSubscription(em: EntityManager, client: User): Promise<number> {
  if (await em.findOne(ProgramSubscription, { uuid: DEMO_CLINIC.subscriptionUuid })) return 0;
  const program = await em.findOne(
    Program,
    { uuid: DEMO_PROGRAMS.icbt.uuid },
    { populate: ['subscriptionModel'] },
  );
  if (!program) return 0;
  const start = addDays(todayUtc(), -7);
  const subscription = em.create(ProgramSubscription, {
    uuid: DEMO_CLINIC.subscriptionUuid,
    user: client,
    subscriptionModel: program.subscriptionModel,
    startDate: start,
    endDate: addDays(start, program.durationDays),
  });
  em.create(SubscriptionProgram, { subscription, program });
  const items = await em.find(
    ProgramModule,
    { program },
    { orderBy: { kind: 'desc', position: 'asc' } },
  );
  items.forEach((item, index) =>
    em.create(SubscriptionModule, {
      subscription,
      module: item.module,
      position: index + 1,
      isOpen: index === 0,
    }),
  );
  await em.flush();
  return 1;
}
