import { discountOf } from './payment-views';

describe('discountOf', () => {
  it('takes a percentage of the price, rounded to whole öre', () => {
    expect(discountOf({ discountType: 'percent', discountValue: 20 }, 99900)).toBe(19980);
    expect(discountOf({ discountType: 'percent', discountValue: 33 }, 1001)).toBe(330);
    expect(discountOf({ discountType: 'percent', discountValue: 100 }, 4900)).toBe(4900);
  });

  it('takes a fixed amount, never more than the price', () => {
    expect(discountOf({ discountType: 'fixed', discountValue: 5000 }, 39900)).toBe(5000);
    expect(discountOf({ discountType: 'fixed', discountValue: 50000 }, 39900)).toBe(39900);
  });
});
