import {
  type RiskFlagAcknowledgement,
  type RiskFlagAcknowledgeForm,
  type RiskFlagDetail,
  type RiskFlagSummary,
} from '@sinnro/care-ui';
import { apiCall } from '../users/console-api';

/** A flag's screen in the console (the escalation mail to platform admins links here). */
export function riskFlagPath(id: number): string {
  return `/risk-flags/${id}`;
}

/** GET api/v1/risk-flags: the flags of the caller's care scope (or one client's), open first. */
export function fetchRiskFlags(
  locale: string,
  filter: { clientId?: number; open?: boolean } = {},
): Promise<RiskFlagSummary[]> {
  const query = new URLSearchParams({ lang: locale === 'en' ? 'en' : 'sv' });
  if (filter.clientId !== undefined) query.set('client_id', String(filter.clientId));
  if (filter.open) query.set('status', 'open');
  return apiCall<RiskFlagSummary[]>(`/api/v1/risk-flags?${query.toString()}`);
}

/** GET api/v1/risk-flags/{id}/{lang}: why the flag was raised (access-logged). */
export function fetchRiskFlag(id: number, locale: string): Promise<RiskFlagDetail> {
  return apiCall<RiskFlagDetail>(`/api/v1/risk-flags/${id}/${locale === 'en' ? 'en' : 'sv'}`);
}

/** POST api/v1/risk-flags/{id}/acknowledge: what was done (a note is required for "other"). */
export function acknowledgeRiskFlag(
  id: number,
  form: RiskFlagAcknowledgeForm,
): Promise<RiskFlagAcknowledgement> {
  return apiCall<RiskFlagAcknowledgement>(`/api/v1/risk-flags/${id}/acknowledge`, {
    method: 'POST',
    body: form,
  });
}

export function dateTime(value: string, locale: string): string {
  return new Date(value).toLocaleString(locale === 'en' ? 'en-GB' : 'sv-SE', {
    dateStyle: 'short',
    timeStyle: 'short',
  });
}

export function shortDate(value: string, locale: string): string {
  return new Date(value).toLocaleDateString(locale === 'en' ? 'en-GB' : 'sv-SE');
}
