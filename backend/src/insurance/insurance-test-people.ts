import { type InsuranceCoverage } from './insurance-provider';

/**
 * Test personal identity numbers the built-in development stand-in (and the test suite's HTTP
 * stand-in) answer for. None is a real person's. Any other number has no coverage.
 */
export const INSURANCE_TEST_PEOPLE: Readonly<Record<string, InsuranceCoverage>> = {
  // The demo client (Klara Karlsson): covered for the whole of 2026.
  '199001012385': {
    covered: true,
    insurer: 'Exempelförsäkringar AB',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
  },
  // Covered until further notice.
  '198002022382': {
    covered: true,
    insurer: 'Testförsäkringen ömsesidig',
    validFrom: '2024-07-01',
    validTo: null,
  },
  // Had coverage that has ended.
  '197503032383': {
    covered: false,
    insurer: 'Exempelförsäkringar AB',
    validFrom: '2020-01-01',
    validTo: '2023-12-31',
  },
};

/** A number for which the stand-ins fail the way a broken insurer would (for 502 tests). */
export const INSURANCE_FAILING_TEST_NUMBER = '190001019999';

const NOT_COVERED: InsuranceCoverage = {
  covered: false,
  insurer: null,
  validFrom: null,
  validTo: null,
};

/** The stand-ins' answer for a number that is not failing. */
export function testCoverage(nationalId: string): InsuranceCoverage {
  return INSURANCE_TEST_PEOPLE[nationalId] ?? NOT_COVERED;
}
