import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { ApiException } from 'src/common/errors/api-exception';
import { type MessageKey } from 'src/common/i18n/messages';
import { applyAcceptedInvitation } from 'src/invitations/invitation-acceptance';
import { Invitation } from 'src/invitations/invitation.entity';
import { User } from 'src/users/user.entity';
import { hashNewPassword } from '../password-reset/new-password';
import { secretTokenHash } from '../password-reset/secret-token';
import { type InvitationCheckDto } from './dto/invitation-check.dto';

/**
 * The invitee's first visit: the invitation link's token shows whom it is for, and sets the
 * account's first password once, which activates the account and accepts the invitation: the
 * invitee joins the invitation's company and unit with its company role and grants.
 */
@Injectable()
export class InvitePasswordService {
  constructor(private readonly em: EntityManager) {}

  async check(token: string): Promise<InvitationCheckDto> {
    const { user } = await this.openInvitation(token);
    return { valid: true, email: user.email, first_name: user.firstName };
  }

  /**
   * Sets the password, activates the account and accepts the invitation (membership, unit and
   * grants), all in one transaction; answers the user.
   */
  async acceptWithPassword(token: string, password: string): Promise<User> {
    const invitation = await this.openInvitation(token);
    const user = invitation.user;
    const passwordHash = await hashNewPassword(password);
    await this.em.transactional(async (tx) => {
      const now = new Date();
      // Guarded: of two requests racing with the same link, only one accepts it; a link that was
      // replaced meanwhile (the invitation was updated and mailed again) accepts nothing.
      const claimed = await tx.nativeUpdate(
        Invitation,
        {
          id: invitation.id,
          tokenHash: invitation.tokenHash,
          acceptedAt: null,
          expiresAt: { $gt: now },
        },
        { acceptedAt: now, updatedAt: now },
      );
      if (claimed !== 1) {
        throw gone(
          invitation.expiresAt <= now ? 'invitation.expired' : 'invitation.alreadyAccepted',
        );
      }
      await tx.nativeUpdate(
        User,
        { id: user.id },
        { passwordHash, activatedAt: user.activatedAt ?? now, updatedAt: now },
      );
      await applyAcceptedInvitation(tx, invitation);
    });
    return this.em.refreshOrFail(user);
  }

  /** The invitation of this token if it can still be used; 400 unknown, 410 expired or used. */
  private async openInvitation(token: string): Promise<Invitation> {
    const invitation = await this.em.findOne(
      Invitation,
      { tokenHash: secretTokenHash(token) },
      { populate: ['user', 'company', 'unit'] },
    );
    if (!invitation || invitation.user.blockedAt)
      throw ApiException.badRequest('invitation.invalid');
    if (invitation.acceptedAt) throw gone('invitation.alreadyAccepted');
    if (invitation.expiresAt.getTime() <= Date.now()) throw gone('invitation.expired');
    return invitation;
  }
}

function gone(key: MessageKey): ApiException {
  return new ApiException(HttpStatus.GONE, { key });
}
