import { type EntityManager } from '@mikro-orm/postgresql';
import { DEMO_PROGRAMS } from 'src/database/seeders/demo-programs.data';
import { Program } from 'src/programs/program.entity';
import { stockholmDay } from 'src/reminders/stockholm-time';
import { PricingPlan } from './pricing-plan.entity';
import { PromotionCode } from './promotion-code.entity';

/** Fixed uuids, so the seeder finds its rows again and demos can name them. */
export const DEMO_PLANS = {
  therapy: 'dc0c0de0-0000-4000-8000-000000000401',
  selfHelp: 'dc0c0de0-0000-4000-8000-000000000402',
  newYear: 'dc0c0de0-0000-4000-8000-000000000403',
} as const;

export const DEMO_PROMOTION_CODE = 'NYTTAR20';

/** The last day of the next new year campaign: 31 January after the coming turn of the year. */
function nextCampaignEnd(today: string): string {
  const [year = 0, month = 0] = today.split('-').map(Number);
  return `${month === 1 ? year : year + 1}-01-31`;
}

/**
 * The demo shop: a therapist-assisted treatment (digital_treatment, the iCBT program), a
 * self-help program (self_help) and a new year campaign plan, on offer until 31
 * January, with the promotion code NYTTAR20 (20 %, 1,000 uses). Runs after the demo content.
 * Idempotent: plans are found by uuid, the code by its text.
 */
export async function seedDemoPayments(em: EntityManager): Promise<number> {
  const icbt = await em.findOne(
    Program,
    { uuid: DEMO_PROGRAMS.icbt.uuid },
    { populate: ['subscriptionModel'] },
  );
  const selfStudy = await em.findOne(
    Program,
    { uuid: DEMO_PROGRAMS.selfStudy.uuid },
    { populate: ['subscriptionModel'] },
  );
  if (!icbt || !selfStudy) return 0;
  const campaignEnd = nextCampaignEnd(stockholmDay(new Date()));
  const plans = [
    {
      uuid: DEMO_PLANS.therapy,
      nameSv: 'Må bättre med stöd av terapeut',
      nameEn: 'Feel better with a therapist’s support',
      descriptionSv: 'KBT via internet i tolv veckor, med en egen terapeut i chatten.',
      descriptionEn: 'Internet-based CBT for twelve weeks, with your own therapist in the chat.',
      priceMinor: 149900,
      product: 'digital_treatment' as const,
      program: icbt,
      lengthDays: 84,
    },
    {
      uuid: DEMO_PLANS.selfHelp,
      nameSv: 'Stresshantering på egen hand',
      nameEn: 'Managing stress on your own',
      descriptionSv: 'Självhjälpsprogram om stress och återhämtning i åtta veckor.',
      descriptionEn: 'A self-help program about stress and recovery, for eight weeks.',
      priceMinor: 39900,
      product: 'self_help' as const,
      program: selfStudy,
      lengthDays: 56,
    },
    {
      uuid: DEMO_PLANS.newYear,
      nameSv: 'Nyårserbjudande: må bättre med terapeut',
      nameEn: 'New year offer: feel better with a therapist',
      descriptionSv: 'Samma behandling som ordinarie, till nyårspris.',
      descriptionEn: 'The same treatment as usual, at a new year price.',
      priceMinor: 99900,
      product: 'digital_treatment' as const,
      program: icbt,
      lengthDays: 84,
      campaign: 'new_year_promotion' as const,
      validTo: campaignEnd,
    },
  ];
  let created = 0;
  for (const { program, ...plan } of plans) {
    if (await em.findOne(PricingPlan, { uuid: plan.uuid })) continue;
    em.create(PricingPlan, { ...plan, program, subscriptionModel: program.subscriptionModel });
    created += 1;
  }
  if (!(await em.findOne(PromotionCode, { code: DEMO_PROMOTION_CODE }))) {
    em.create(PromotionCode, {
      code: DEMO_PROMOTION_CODE,
      discountType: 'percent',
      discountValue: 20,
      maxUses: 1000,
      campaign: 'new_year_promotion',
      validTo: campaignEnd,
    });
    created += 1;
  }
  await em.flush();
  return created;
}
