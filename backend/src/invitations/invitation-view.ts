import { type InvitationStatus } from './dto/invitation-list.query';
import { type InvitationViewDto } from './dto/invitation-view.dto';
import { type NationalIdCipher } from 'src/users/national-id/national-id-cipher';
import { type ShownNationalId, staffVisibleNationalId } from 'src/users/protected-identity';
import {
  type Invitation,
  type InviteeDetails,
  type StoredInviteeDetails,
} from './invitation.entity';

/** Where an invitation stands at `now`. */
export function invitationStatus(invitation: Invitation, now = new Date()): InvitationStatus {
  if (invitation.acceptedAt) return 'accepted';
  return invitation.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

/**
 * The invitee as the inviter may see them: the details the inviter gave. For an account that
 * existed before, never its own details, and until it accepts a stand-in uuid, so an invitation
 * does not tell whether the person had an account.
 */
export function shownInvitee(
  invitation: Invitation,
  nationalIds: NationalIdCipher,
): InviteeDetails {
  const { user, invitee } = invitation;
  if (invitee) {
    const { national_id_sealed: sealed, national_id_index: _index, ...details } = invitee;
    return {
      ...details,
      national_id: nationalIds.openOrNull(sealed),
      user_uuid: invitation.acceptedAt ? user.uuid : invitee.user_uuid,
    };
  }
  return {
    user_uuid: user.uuid,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    national_id: nationalIds.openOrNull(user.nationalIdSealed),
    default_lang: user.defaultLang,
  };
}

/** The invitee details as the invitation keeps them: the personal number sealed and indexed. */
export function storedInvitee(
  details: InviteeDetails,
  nationalIds: NationalIdCipher,
): StoredInviteeDetails {
  const { national_id: nationalId, ...rest } = details;
  const { sealed, index } = nationalIds.columns(nationalId);
  return { ...rest, national_id_sealed: sealed, national_id_index: index };
}

/**
 * The invitee's personal number as the inviter (staff) may see it: none when the invited account
 * has a protected identity. A pending invitation of an account that existed before shows what
 * the inviter typed and says nothing of the account (not even that it is protected).
 */
function shownNationalId(invitation: Invitation, invitee: InviteeDetails): ShownNationalId {
  const typedForOtherAccount = invitation.invitee !== null && !invitation.acceptedAt;
  if (typedForOtherAccount) return { national_id: invitee.national_id, protected_identity: false };
  return staffVisibleNationalId(invitation.user, () => invitee.national_id);
}

/** The answer of the invitation routes; the user, company and unit must be loaded. */
export function invitationView(
  invitation: Invitation,
  nationalIds: NationalIdCipher,
): InvitationViewDto {
  const invitee = shownInvitee(invitation, nationalIds);
  const number = shownNationalId(invitation, invitee);
  return {
    uuid: invitation.uuid,
    id: invitation.uuid,
    status: invitationStatus(invitation),
    user_uuid: invitee.user_uuid,
    first_name: invitee.first_name,
    last_name: invitee.last_name,
    email: invitee.email,
    phone: invitee.phone,
    national_id: number.national_id,
    protected_identity: number.protected_identity,
    default_lang: invitee.default_lang,
    role: invitation.role,
    company_uuid: invitation.company?.uuid ?? null,
    unit_uuid: invitation.unit?.uuid ?? null,
    company_role: invitation.companyRole,
    permissions: [...invitation.permissions],
    products: [...invitation.products],
    invited_by: invitation.invitedBy,
    created_at: invitation.createdAt,
    updated_at: invitation.updatedAt,
    expires_at: invitation.expiresAt,
    accepted_at: invitation.acceptedAt,
    therapist_uuid: invitation.therapist?.uuid ?? null,
    program_uuid: invitation.program?.uuid ?? null,
  };
}
