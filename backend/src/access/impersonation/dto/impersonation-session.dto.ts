import { type CurrentUserProfileService } from 'src/users/current-user-profile.service';

/** The signed-in user's profile, including who (if anyone) is impersonating them. */
type SignedInProfile = Awaited<ReturnType<CurrentUserProfileService['forCaller']>>;

/** A started impersonation: a token for the target that also names the admin. */
export interface ImpersonationSession {
  token: string;
  user: SignedInProfile;
  original_user_id: string;
  impersonating_as_id: string;
}

/** The admin's own session again, after stopping. */
export interface RestoredSession {
  token: string;
  user: SignedInProfile;
}
