import {
  isValidPersonalNumber,
  luhnCheckDigit,
  normalizePersonalNumber,
  personalNumberProblem,
} from './personal-number';

describe('personal identity number', () => {
  it('computes the Luhn check digit over YYMMDDNNN', () => {
    expect(luhnCheckDigit('121212121')).toBe(2);
    expect(luhnCheckDigit('900101123')).toBe(9);
    expect(luhnCheckDigit('000101001')).toBe(6);
    // A sum that is already a multiple of ten gives 0, not 10.
    expect(luhnCheckDigit('000000000')).toBe(0);
  });

  it.each(['191212121212', '199001011239', '200104122346', '190001010016', '190002020006'])(
    'accepts %s',
    (value) => {
      expect(personalNumberProblem(value)).toBeNull();
      expect(isValidPersonalNumber(value)).toBe(true);
    },
  );

  it('refuses a wrong check digit', () => {
    expect(personalNumberProblem('191212121213')).toBe('checkDigit');
    expect(personalNumberProblem('199001011238')).toBe('checkDigit');
  });

  it('checks the last ten digits only (the century is not part of the check)', () => {
    expect(personalNumberProblem('201212121212')).toBeNull();
  });

  it.each(['', '9001011239', '1990010112390', '19900101123X', '1990-01-01123'])(
    'refuses %p as not 12 digits',
    (value) => {
      expect(personalNumberProblem(value)).toBe('format');
    },
  );

  it('normalizes the separators people type', () => {
    expect(normalizePersonalNumber(' 19900101-1239 ')).toBe('199001011239');
    expect(normalizePersonalNumber('19900101 1239')).toBe('199001011239');
  });
});
