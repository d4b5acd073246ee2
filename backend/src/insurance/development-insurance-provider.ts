import {
  type InsuranceCoverage,
  type InsuranceProvider,
  InsuranceProviderError,
} from './insurance-provider';
import { INSURANCE_FAILING_TEST_NUMBER, testCoverage } from './insurance-test-people';

/**
 * The insurer when INSURANCE_API_URL is unset outside production: answers from the table of test
 * numbers, deterministically, without any network. Never used in production.
 */
export class DevelopmentInsuranceProvider implements InsuranceProvider {
  coverage(nationalId: string): Promise<InsuranceCoverage> {
    if (nationalId === INSURANCE_FAILING_TEST_NUMBER) {
      return Promise.reject(
        new InsuranceProviderError('The development insurer failed on purpose'),
      );
    }
    return Promise.resolve(testCoverage(nationalId));
  }
}

/** Production without INSURANCE_API_URL: every check fails (502) rather than answer made-up data. */
export class UnconfiguredInsuranceProvider implements InsuranceProvider {
  coverage(): Promise<InsuranceCoverage> {
    return Promise.reject(new InsuranceProviderError('INSURANCE_API_URL is not configured'));
  }
}
