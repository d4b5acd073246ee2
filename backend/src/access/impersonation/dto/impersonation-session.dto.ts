import { type SessionAnswer } from 'src/users/current-user-profile.service';

/**
 * A started impersonation: a token for the target that also names the admin. Stopping answers
 * the admin's own session again (a SessionAnswer).
 */
export interface ImpersonationSession extends SessionAnswer {
  original_user_id: string;
  impersonating_as_id: string;
}
