import {
  type InsuranceCoverage,
  type InsuranceProvider,
  InsuranceProviderError,
} from './insurance-provider';

/** How long the insurer may take before the check fails (502). */
export const INSURANCE_TIMEOUT_MS = 5_000;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The insurer's coverage service over HTTP. Protocol: `POST {base}/coverage-checks` with the JSON
 * body `{ "national_id": "ÅÅÅÅMMDDNNNN" }` (in the body, never in the URL, so it stays out of
 * access logs on the way), `Authorization: Bearer {key}` when a key is configured; the answer is
 * 200 with `{ covered: boolean, insurer: string | null, valid_from: date | null, valid_to:
 * date | null }`. Any other status, a malformed body or no answer within the timeout is an error.
 */
export class HttpInsuranceProvider implements InsuranceProvider {
  private readonly endpoint: string;

  constructor(
    baseUrl: string,
    private readonly apiKey?: string,
  ) {
    this.endpoint = `${baseUrl.replace(/\/+$/, '')}/coverage-checks`;
  }

  async coverage(nationalId: string): Promise<InsuranceCoverage> {
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          ...(this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {}),
        },
        body: JSON.stringify({ national_id: nationalId }),
        signal: AbortSignal.timeout(INSURANCE_TIMEOUT_MS),
      });
    } catch (error) {
      throw new InsuranceProviderError('The insurer could not be reached', { cause: error });
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new InsuranceProviderError(`The insurer answered HTTP ${response.status}`);
    }
    return parseCoverage(await response.json().catch(() => undefined));
  }
}

function parseCoverage(body: unknown): InsuranceCoverage {
  if (typeof body !== 'object' || body === null) throw malformed();
  const {
    covered,
    insurer,
    valid_from: validFrom,
    valid_to: validTo,
  } = body as Record<string, unknown>;
  if (typeof covered !== 'boolean') throw malformed();
  if (insurer !== null && insurer !== undefined && typeof insurer !== 'string') throw malformed();
  return {
    covered,
    insurer: insurer ?? null,
    validFrom: isoDateOrNull(validFrom),
    validTo: isoDateOrNull(validTo),
  };
}

function isoDateOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && ISO_DATE.test(value)) return value;
  throw malformed();
}

function malformed(): InsuranceProviderError {
  return new InsuranceProviderError('The insurer answered a malformed body');
}
