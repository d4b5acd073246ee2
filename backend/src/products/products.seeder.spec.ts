import { isProductCategory } from './product-categories';
import { PRODUCT_CATALOGUE } from './products.seeder';

describe('the product catalogue', () => {
  const byCode = new Map(PRODUCT_CATALOGUE.map((entry) => [entry.code, entry]));

  it('has each code once, in a known category', () => {
    expect(byCode.size).toBe(PRODUCT_CATALOGUE.length);
    for (const entry of PRODUCT_CATALOGUE) expect(isProductCategory(entry.category)).toBe(true);
  });

  it('carries the specification’s credit values and prices', () => {
    expect(byCode.get('therapist_call_25')?.creditValue).toBe(1);
    expect(byCode.get('icbt_two_weeks')?.creditValue).toBe(1);
    expect(byCode.get('assessment')?.creditValue).toBe(1);
    expect(byCode.get('session_45')?.creditValue).toBe(2);
    expect(byCode.get('session')).toMatchObject({ creditValue: 1, perCall: true });
    expect(byCode.get('rehab_counselling')).toMatchObject({ creditValue: 3, startingAt: true });
    expect(byCode.get('health_check')).toMatchObject({ defaultPrice: 400_000, startingAt: true });
    expect(byCode.get('leadership_coaching')).toMatchObject({
      defaultPrice: 120_000,
      perCall: true,
    });
  });

  it('sells digital treatment and self help to private persons', () => {
    expect(
      PRODUCT_CATALOGUE.filter((entry) => entry.type === 'private').map((entry) => entry.code),
    ).toEqual(['digital_treatment', 'self_help']);
  });
});
