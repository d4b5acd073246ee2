import { apiRequest } from './api-request';

/** The answer of an e-mail change request or confirmation: a text in the caller's language. */
export interface EmailChangeAnswer {
  status: 'Success';
  message: string;
}

/** One audited change of the signed-in user's e-mail, phone or personal number. */
export interface AccountChange {
  change:
    | 'email-change-requested'
    | 'email-changed'
    | 'email-corrected'
    | 'phone-changed'
    | 'national-id-changed';
  occurred_at: string;
  by_owner: boolean;
  changed_by_name: string | null;
}

/** GET /api/v1/users/account-changes. */
export interface AccountChanges {
  pending_email: string | null;
  pending_expires_at: string | null;
  changes: AccountChange[];
}

/** Asks for the own e-mail to change: the new address gets a link, the account keeps its own. */
export function requestEmailChange(email: string): Promise<EmailChangeAnswer> {
  return apiRequest<EmailChangeAnswer>('/api/v1/users/email-change', {
    method: 'POST',
    body: { email },
  });
}

/** Confirms an e-mail change with the token of the mailed link (no login needed). */
export function confirmEmailChange(token: string): Promise<EmailChangeAnswer> {
  return apiRequest<EmailChangeAnswer>('/api/v1/users/email-change/confirm', {
    method: 'POST',
    body: { token },
  });
}

export function fetchAccountChanges(): Promise<AccountChanges> {
  return apiRequest<AccountChanges>('/api/v1/users/account-changes');
}
