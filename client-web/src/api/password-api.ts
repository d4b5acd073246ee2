import { type ApiSchemas } from '@sinnro/web-session';
import { apiRequest } from './api-request';
import { type LoginResponse } from './types';

/** The answer of both password-reset calls: a text in the caller's language. */
export type PasswordAnswer = ApiSchemas['PasswordResetAnswerDto'];

/** A new password typed twice, with the token of the mailed link it is for. */
export interface NewPasswordRequest {
  token: string;
  password: string;
  password_confirmation: string;
}

/** What an invitation link may show before the password is set. */
export type InvitationCheck = ApiSchemas['InvitationCheckDto'];

/** Mails a reset link if the address has an account; the answer is the same either way. */
export function requestPasswordReset(email: string): Promise<PasswordAnswer> {
  return apiRequest<PasswordAnswer>('/api/password/reset', { method: 'POST', body: { email } });
}

export function updateResetPassword(request: NewPasswordRequest): Promise<PasswordAnswer> {
  return apiRequest<PasswordAnswer>('/api/update-reset-password', {
    method: 'POST',
    body: request,
  });
}

/** 400 for an unknown token, 410 for an expired or already used invitation. */
export function checkInvite(token: string): Promise<InvitationCheck> {
  return apiRequest<InvitationCheck>('/api/check-invite', { method: 'POST', body: { token } });
}

/** Sets an invited user's first password; answers like the password login. */
export function updateNewUserPassword(request: NewPasswordRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/update-new-user-password', {
    method: 'POST',
    body: request,
  });
}
