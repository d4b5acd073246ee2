import { type InvitationStatus } from './dto/invitation-list.query';
import { type InvitationViewDto } from './dto/invitation-view.dto';
import { type Invitation } from './invitation.entity';

/** Where an invitation stands at `now`. */
export function invitationStatus(invitation: Invitation, now = new Date()): InvitationStatus {
  if (invitation.acceptedAt) return 'accepted';
  return invitation.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

/** The answer of the invitation routes; the user, company and unit must be loaded. */
export function invitationView(invitation: Invitation): InvitationViewDto {
  const { user } = invitation;
  return {
    uuid: invitation.uuid,
    id: invitation.uuid,
    status: invitationStatus(invitation),
    user_uuid: user.uuid,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    national_id: user.nationalId,
    default_lang: user.defaultLang,
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
  };
}
