import { type Environment } from 'src/config/environment';
import {
  DevelopmentInsuranceProvider,
  UnconfiguredInsuranceProvider,
} from './development-insurance-provider';
import { HttpInsuranceProvider } from './http-insurance-provider';
import { type InsuranceProvider } from './insurance-provider';

/** The configured insurer: HTTP when INSURANCE_API_URL is set, else the development stand-in. */
export function insuranceProviderFor(environment: Environment): InsuranceProvider {
  if (environment.INSURANCE_API_URL) {
    return new HttpInsuranceProvider(environment.INSURANCE_API_URL, environment.INSURANCE_API_KEY);
  }
  return environment.NODE_ENV === 'production'
    ? new UnconfiguredInsuranceProvider()
    : new DevelopmentInsuranceProvider();
}
