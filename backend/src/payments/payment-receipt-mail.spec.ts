import { formatKronor, paymentReceiptMail } from './payment-receipt-mail';

describe('payment receipt mail', () => {
  it('formats öre as kronor in Swedish and English', () => {
    expect(formatKronor(149900, 'sv')).toBe('1 499,00 kr');
    expect(formatKronor(149900, 'en')).toBe('SEK 1,499.00');
    expect(formatKronor(0, 'sv')).toBe('0,00 kr');
  });

  it('names the plan, amount, Stockholm day and record id in the language', () => {
    const facts = {
      to: 'a@example.com',
      firstName: 'Frida',
      planName: 'KBT med terapeut',
      amountMinor: 99900,
      paidAt: new Date('2026-03-01T23:30:00Z'),
      paymentId: '0b5a4f0e-0000-4000-8000-000000000000',
    };
    const sv = paymentReceiptMail({ ...facts, language: 'sv' });
    expect(sv.subject).toBe('Kvitto på ditt köp hos Sinnro');
    expect(sv.text).toContain('Köpt: KBT med terapeut');
    expect(sv.text).toContain('Belopp: 999,00 kr');
    expect(sv.text).toContain('Datum: 2026-03-02');
    expect(sv.text).toContain(`Betalnings-id: ${facts.paymentId}`);
    const en = paymentReceiptMail({ ...facts, language: 'en' });
    expect(en.text).toContain('Amount: SEK 999.00');
  });
});
