/**
 * Swedish personal identity numbers (personnummer) in the 12-digit form the platform stores:
 * YYYYMMDDNNNC, where C is the Luhn check digit over the last ten digits (YYMMDDNNN).
 */
export type PersonalNumberProblem = 'format' | 'checkDigit';

/** Strips the separators people type (YYYYMMDD-NNNN, spaces); anything else is kept as typed. */
export function normalizePersonalNumber(input: string): string {
  return input.trim().replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check digit for a string of digits. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    // From the left, the 1st, 3rd, 5th … digit is doubled (the check digit would come last).
    const doubled = Number(digits[index]) * (index % 2 === 0 ? 2 : 1);
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return (10 - (sum % 10)) % 10;
}

/** What is wrong with a (normalized) 12-digit personal number, or null when it is valid. */
export function personalNumberProblem(value: string): PersonalNumberProblem | null {
  if (!/^\d{12}$/.test(value)) return 'format';
  const tenDigits = value.slice(2);
  return luhnCheckDigit(tenDigits.slice(0, 9)) === Number(tenDigits[9]) ? null : 'checkDigit';
}

export function isValidPersonalNumber(value: string): boolean {
  return personalNumberProblem(value) === null;
}
