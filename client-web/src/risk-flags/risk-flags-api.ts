import { apiRequest } from '../api/api-request';
import { currentLocale } from '../i18n/i18n';

// Written by hand until the API types are regenerated (backend/src/care-team/risk-flag-views.ts):
// then ApiAnswer<'RiskFlagsController_detail'> and friends.

export type RiskFlagAction = 'contacted' | 'referred' | 'other';

export interface RiskFlagPerson {
  uuid: string;
  name: string;
}

export interface RiskFlagAcknowledgement {
  at: string;
  by: RiskFlagPerson | null;
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
  recipient: RiskFlagPerson;
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
  form: { action: RiskFlagAction; note?: string },
): Promise<RiskFlagAcknowledgement> {
  return apiRequest<RiskFlagAcknowledgement>(`/api/v1/risk-flags/${id}/acknowledge`, {
    method: 'POST',
    body: form,
  });
}
