import { type EntityManager } from '@mikro-orm/postgresql';
import { Company } from 'src/companies/company.entity';
import { DEMO_COMPANY, DEMO_OTHER_COMPANY } from 'src/database/seeders/demo-accounts';
import { ConsentDocument } from './consent-document.entity';

/** Fixed ids: the demo company's consent document and the other company's (the foreign one). */
export const DEMO_CONSENT_DOCUMENTS = [
  {
    uuid: '5e1d0c0a-0000-4000-8000-0000000000c1',
    companyUuid: DEMO_COMPANY.uuid,
    titleSv: 'Samtycke till behandling',
    titleEn: 'Consent to treatment',
    bodySv:
      'Jag samtycker till att min arbetsgivare erbjuder mig stöd genom plattformen och att ' +
      'uppgifter om mitt deltagande delas med arbetsgivaren i den omfattning avtalet anger.',
    bodyEn:
      'I consent to my employer offering me support through the platform and to details of my ' +
      'participation being shared with my employer to the extent the agreement states.',
  },
  {
    uuid: '5e1d0c0a-0000-4000-8000-0000000000c2',
    companyUuid: DEMO_OTHER_COMPANY.uuid,
    titleSv: 'Samtycke (Andra Bolaget)',
    titleEn: 'Consent (Andra Bolaget)',
    bodySv: 'Jag samtycker till behandling genom Andra Bolagets avtal.',
    bodyEn: "I consent to treatment under Andra Bolaget's agreement.",
  },
] as const;

/** One consent document per demo company (after the other company's seeder). */
export async function seedConsentDocuments(em: EntityManager): Promise<number> {
  let created = 0;
  for (const { uuid, companyUuid, ...texts } of DEMO_CONSENT_DOCUMENTS) {
    if (await em.findOne(ConsentDocument, { uuid })) continue;
    const company = await em.findOne(Company, { uuid: companyUuid });
    if (!company) continue;
    em.create(ConsentDocument, { uuid, company, ...texts });
    created++;
  }
  await em.flush();
  return created;
}
