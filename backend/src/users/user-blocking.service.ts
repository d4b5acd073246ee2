import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ActiveAccountService } from 'src/access/active-account.service';
import { type CallerAccess } from 'src/access/caller-access';
import { SessionEvents } from 'src/access/session-events';
import { AuditService } from 'src/audit/audit.service';
import { ApiException } from 'src/common/errors/api-exception';
import { ManagedUsersService } from './managed-users.service';
import { isAdmin, reachesEveryUser } from './user-scope';
import { User } from './user.entity';

export interface BlockState {
  id: number;
  uuid: string;
  blocked: boolean;
  blocked_at: Date | null;
}

/**
 * Blocking and unblocking accounts: admins and health coaches (a `user.update.[*]` grant) only,
 * health coaches for clients only, never one's own account. Blocking ends every session at once,
 * chat sockets included.
 */
@Injectable()
export class UserBlockingService {
  constructor(
    private readonly em: EntityManager,
    private readonly accounts: ActiveAccountService,
    private readonly managed: ManagedUsersService,
    private readonly audit: AuditService,
    private readonly sessionEvents: SessionEvents,
  ) {}

  async setBlocked(caller: CallerAccess, id: number, blocked: boolean): Promise<BlockState> {
    if (!reachesEveryUser(caller, 'update')) throw ApiException.forbidden();
    const user = await this.em.findOne(User, { id });
    if (!user) throw ApiException.notFound();
    if (user.id === caller.user.id) throw ApiException.badRequest('users.cannotBlockSelf');
    if (!isAdmin(caller) && user.role !== 'client') throw ApiException.forbidden();
    await this.em.transactional(async () => {
      if (blocked) await this.accounts.block(user);
      else await this.accounts.unblock(user);
      await this.managed.logClientProfile(caller, user, 'update');
      await this.audit.record(caller, {
        event: blocked ? 'user.block' : 'user.unblock',
        subjectType: 'user',
        subjectId: user.uuid,
      });
    });
    // After the commit: every API process closes the account's chat sockets now.
    if (blocked) await this.sessionEvents.ended(user.uuid);
    return {
      id: user.id,
      uuid: user.uuid,
      blocked: user.blockedAt !== null,
      blocked_at: user.blockedAt,
    };
  }
}
