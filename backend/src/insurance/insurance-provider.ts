/** What the insurer answers about one person: whether a policy pays for treatment, and when. */
export interface InsuranceCoverage {
  covered: boolean;
  /** The insurer's name; null when the person has no coverage. */
  insurer: string | null;
  /** ISO dates (YYYY-MM-DD); null when unknown or open-ended. */
  validFrom: string | null;
  validTo: string | null;
}

/**
 * The adapter to the insurer's coverage service. Implementations throw InsuranceProviderError
 * when the service cannot give an answer (down, refused, malformed); the message never holds the
 * national id.
 */
export interface InsuranceProvider {
  coverage(nationalId: string): Promise<InsuranceCoverage>;
}

export const INSURANCE_PROVIDER = Symbol('InsuranceProvider');

export class InsuranceProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'InsuranceProviderError';
  }
}
