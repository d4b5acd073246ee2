import { type EntityManager } from '@mikro-orm/postgresql';
import { seedProducts } from 'src/products/products.seeder';
import { seedOtherCompany } from './other-company.seeder';
import { seedContentDemo } from 'src/content/content.seeder';
import { seedConsentDocuments } from 'src/documents/consent-documents.seeder';
import { seedProgramReferenceData } from 'src/programs/program-reference.seeder';
import { seedDemoContent } from './demo-content.seeder';
import { seedCredits } from 'src/credits/credits.seeder';
import { seedDemoSubscriptions } from 'src/subscriptions/subscriptions.seeder';
import { seedDemoGeneratedReports } from 'src/client-reports/generated-reports.seeder';
import { seedDemoClinic } from 'src/specialists/demo-clinic.seeder';
import { seedDemoMeetings } from 'src/meetings/meetings.seeder';
import { seedDemoPayments } from 'src/payments/payments.seeder';

/**
 * Demo data of the domains beyond accounts and the demo company, run in this order inside the
 * demo seeder's transaction. Each is idempotent (finds rows by natural keys) and answers how many
 * rows it created.
 */
export type DomainSeeder = (em: EntityManager) => Promise<number>;

export const DOMAIN_SEEDERS: DomainSeeder[] = [
  seedOtherCompany,
  seedProducts,
  seedProgramReferenceData,
  seedCredits,
  seedConsentDocuments,
  seedContentDemo,
  seedDemoContent,
  seedDemoSubscriptions,
  seedDemoGeneratedReports,
  seedDemoClinic,
  seedDemoMeetings,
  seedDemoPayments,
];
