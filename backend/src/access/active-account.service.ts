import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ApiException } from 'src/common/errors/api-exception';
import { User } from 'src/users/user.entity';
import { type AccessTokenPayload, issuedNoLaterThan } from './token.service';

/**
 * Whether a token's account may still act: it exists, is not blocked, and the token was issued
 * after the account's last "end all sessions" moment.
 */
@Injectable()
export class ActiveAccountService {
  constructor(private readonly em: EntityManager) {}

  async accountFor(payload: AccessTokenPayload): Promise<User> {
    const user = await this.em.findOne(User, { uuid: payload.user.uuid });
    if (!user || user.blockedAt) throw ApiException.unauthorized();
    if (issuedNoLaterThan(payload, user.tokensValidAfter)) throw ApiException.unauthorized();
    if (payload.original_user_id) await this.assertImpersonatorActive(payload);
    return user;
  }

  /**
   * An impersonation token lives only as long as its admin may act: blocking the admin, or
   * ending the admin's sessions (a password reset), ends the impersonation too.
   */
  private async assertImpersonatorActive(payload: AccessTokenPayload): Promise<void> {
    const impersonator = await this.em.findOne(User, { uuid: payload.original_user_id });
    if (!impersonator || impersonator.blockedAt) throw ApiException.unauthorized();
    if (issuedNoLaterThan(payload, impersonator.tokensValidAfter))
      throw ApiException.unauthorized();
  }

  /** Blocks an account and ends all of its sessions. */
  async block(user: User): Promise<void> {
    const now = new Date();
    user.blockedAt = now;
    user.tokensValidAfter = now;
    await this.em.flush();
  }

  async unblock(user: User): Promise<void> {
    user.blockedAt = null;
    await this.em.flush();
  }
}
