import { type Invitation } from 'src/invitations/invitation.entity';
import { type CurrentUserProfile } from './user-profile-view';
import { type User } from './user.entity';

/** The latest invitation of a user, without its secret. */
export interface InvitationSummary {
  uuid: string;
  role: string;
  company_role: string | null;
  company_uuid: string | null;
  unit_uuid: string | null;
  permissions: string[];
  created_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
}

/**
 * A user as staff see them (the specification's "User (admin view)"): the User of the profile
 * with the names at the top level too, the grants given to this user alone, whether the account
 * is blocked, and the latest invitation.
 */
export interface ManagedUserView extends CurrentUserProfile {
  first_name: string;
  last_name: string;
  motifire_id: string | null;
  profile_image: string | null;
  blocked_at: Date | null;
  /**
   * Grants given to this user beyond their roles, not bound to a company by an invitation
   * (`permissions` has every grant).
   */
  extra_permissions: string[];
  invitation: InvitationSummary | null;
  /**
   * The new address of an e-mail change that waits for that address to confirm it (the account
   * keeps `email` until then), or null.
   */
  pending_email: string | null;
}

export function managedUserView(
  user: User,
  profile: CurrentUserProfile,
  extraPermissions: readonly string[],
  invitation: Invitation | null,
  pendingEmail: string | null,
): ManagedUserView {
  return {
    ...profile,
    first_name: user.firstName,
    last_name: user.lastName,
    motifire_id: user.motifireId,
    profile_image: user.profileImage,
    blocked_at: user.blockedAt,
    extra_permissions: [...extraPermissions].sort(),
    invitation: invitation ? invitationSummary(invitation) : null,
    pending_email: pendingEmail,
  };
}

function invitationSummary(invitation: Invitation): InvitationSummary {
  return {
    uuid: invitation.uuid,
    role: invitation.role,
    company_role: invitation.companyRole,
    company_uuid: invitation.company?.uuid ?? null,
    unit_uuid: invitation.unit?.uuid ?? null,
    permissions: [...invitation.permissions],
    created_at: invitation.createdAt,
    expires_at: invitation.expiresAt,
    accepted_at: invitation.acceptedAt,
  };
}
