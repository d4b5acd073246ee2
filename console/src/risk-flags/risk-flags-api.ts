import { apiCall } from '../users/console-api';

// Written by hand until the API types are regenerated (backend/src/care-team/risk-flag-views.ts):
// then ApiAnswer<'RiskFlagsController_detail'> and friends.

export type RiskFlagAction = 'contacted' | 'referred' | 'other';
export const RISK_FLAG_ACTIONS: readonly RiskFlagAction[] = ['contacted', 'referred', 'other'];

export interface RiskFlagAcknowledgement {
  at: string;
  by: { uuid: string; name: string } | null;
  action: RiskFlagAction | null;
  note: string | null;
}

export interface RiskFlagSummary {
  id: number;
  client: { id: number; uuid: string; first_name: string; last_name: string };
  module_id: number;
  test_name: string;
  item_number: number | null;
  answer_value: number | null;
  created_at: string;
  recipient: { uuid: string; name: string };
  acknowledged: RiskFlagAcknowledgement | null;
}

export interface RiskFlagRound {
  module_instance_id: number;
  num: number;
  started_at: string;
  completed_at: string | null;
  total: {
    report_id: number;
    score: number;
    max_score: number | null;
    band: { label: string | null; color: string | null; explanation: string | null } | null;
  } | null;
  item_answer: { value: number; label: string } | null;
  flagged: boolean;
}

export interface RiskFlagDetail extends RiskFlagSummary {
  language: 'sv' | 'en';
  item: {
    question_id: number;
    number: number | null;
    code: string | null;
    text: string;
    threshold: number;
    max_value: number;
  };
  answer: { option_id: number; value: number; label: string };
  round: RiskFlagRound;
  rounds: RiskFlagRound[];
}

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
  form: { action: RiskFlagAction; note?: string },
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
