import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type User } from 'src/users/user.entity';

/**
 * Blocking and unblocking an account. Whether a token's account may still act is judged with the
 * caller on every request (CallerAccessService.forToken).
 */
@Injectable()
export class ActiveAccountService {
  constructor(private readonly em: EntityManager) {}

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
