import {
  type RiskFlagAcknowledgement,
  type RiskFlagAcknowledgeForm,
  type RiskFlagDetail,
  type RiskFlagSummary,
} from '@sinnro/care-ui';
import { apiRequest } from '../api/api-request';
import { currentLocale } from '../i18n/i18n';

/** The flag's screen in client-web (the notification and the client's page link here). */
export function riskFlagPath(id: number): string {
  return `/risk-flags/${id}`;
}

/** GET api/v1/risk-flags/{id}/{lang}: why the flag was raised (access-logged). */
export function fetchRiskFlag(id: number): Promise<RiskFlagDetail> {
  return apiRequest<RiskFlagDetail>(`/api/v1/risk-flags/${id}/${currentLocale()}`);
}

/** GET api/v1/risk-flags?client_id=: the client's flags in the caller's care scope. */
export function fetchClientRiskFlags(clientId: number): Promise<RiskFlagSummary[]> {
  return apiRequest<RiskFlagSummary[]>(
    `/api/v1/risk-flags?client_id=${clientId}&lang=${currentLocale()}`,
  );
}

/** POST api/v1/risk-flags/{id}/acknowledge: what was done (a note is required for "other"). */
export function acknowledgeRiskFlag(
  id: number,
  form: RiskFlagAcknowledgeForm,
): Promise<RiskFlagAcknowledgement> {
  return apiRequest<RiskFlagAcknowledgement>(`/api/v1/risk-flags/${id}/acknowledge`, {
    method: 'POST',
    body: form,
  });
}
