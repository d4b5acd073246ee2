import { newInstructionId, swishAmount } from './swish-client';
import { payeeReference, paymentMessage } from './swish-payments.service';

describe('Swish formats', () => {
  it('writes öre as Swish amounts with two decimals', () => {
    expect(swishAmount(149900)).toBe('1499.00');
    expect(swishAmount(100)).toBe('1.00');
    expect(swishAmount(12345)).toBe('123.45');
    expect(swishAmount(5)).toBe('0.05');
  });

  it('makes instruction ids of 32 upper-case hexadecimal characters', () => {
    const id = newInstructionId();
    expect(id).toMatch(/^[0-9A-F]{32}$/);
    expect(newInstructionId()).not.toBe(id);
  });

  it('sends the record uuid without dashes as payeePaymentReference (at most 35)', () => {
    expect(payeeReference('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(
      '0f8fad5bd9cb469fa16570867728950e',
    );
  });

  it('keeps the message to Swish’s characters and 50 characters', () => {
    expect(paymentMessage('KBT med terapeut (12 veckor) – 1 499 kr')).toBe(
      'KBT med terapeut (12 veckor) 1 499 kr',
    );
    expect(paymentMessage('Å'.repeat(60))).toHaveLength(50);
  });
});
