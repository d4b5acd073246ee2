import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { type Role } from '@sinnro/access';
import { AccessLogService } from 'src/access-log/access-log.service';
import { AuditService } from 'src/audit/audit.service';
import { ApiException } from 'src/common/errors/api-exception';
import { OrganisationScopeService } from 'src/companies/organisation-scope.service';
import {
  CurrentUserProfileService,
  type SessionAnswer,
} from 'src/users/current-user-profile.service';
import { ownersOf, UserMembershipsService } from 'src/users/user-memberships.service';
import { User } from 'src/users/user.entity';
import { type AuthenticatedUser } from '../authenticated-user';
import { type CallerAccess } from '../caller-access';
import { CallerAccessService } from '../caller-access.service';
import { REFRESH_GRACE_SECONDS } from '../session.service';
import { TokenRevocationService } from '../token-revocation.service';
import { TokenService } from '../token.service';
import { type ImpersonationSession } from './dto/impersonation-session.dto';

/** How an impersonation was chosen, kept in the audit row. */
type ImpersonationVia = 'user' | 'role';

/** What the admin states at the start: why, and whether they will change anything. */
export interface ImpersonationTerms {
  reason: string | null;
  withChanges: boolean;
}

/**
 * An admin acting as another user. The token names both (original_user_id, impersonating_as_id);
 * requests made with it act with the target's grants but are logged under the admin. Never an
 * admin (or anyone who may impersonate) as target, never nested, always audited.
 */
@Injectable()
export class ImpersonationService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenService,
    private readonly revocations: TokenRevocationService,
    private readonly callers: CallerAccessService,
    private readonly profiles: CurrentUserProfileService,
    private readonly audit: AuditService,
    private readonly accessLog: AccessLogService,
    private readonly scope: OrganisationScopeService,
    private readonly memberships: UserMembershipsService,
  ) {}

  /** Starts acting as the user with this uuid (404 if unknown or outside the caller's scope). */
  async startAsUser(
    caller: CallerAccess,
    userUuid: string,
    terms: ImpersonationTerms,
  ): Promise<ImpersonationSession> {
    assertNotImpersonating(caller);
    const target = await this.em.findOne(User, { uuid: userUuid });
    if (!target) throw ApiException.notFound();
    return this.start(caller, target, 'user', terms);
  }

  /**
   * Starts acting as the first active user (oldest account) of a non-admin role, to see the
   * product as that role. Only for callers who may impersonate anyone (user.impersonate.[*]).
   */
  async startAsRole(
    caller: CallerAccess,
    role: Role,
    reason: string | null,
  ): Promise<ImpersonationSession> {
    assertNotImpersonating(caller);
    if (caller.filter('impersonate', 'user').kind !== 'all') throw ApiException.forbidden();
    if (role === 'admin') throw ApiException.forbidden('impersonation.adminTarget');
    if (role === 'client' && reason === null) {
      throw ApiException.invalidData({ reason: [{ key: 'impersonation.reasonTooShort' }] });
    }
    const target = await this.em.findOne(
      User,
      { role, blockedAt: null },
      { orderBy: { id: 'asc' } },
    );
    if (!target) {
      throw new ApiException(HttpStatus.NOT_FOUND, {
        key: 'impersonation.noUserWithRole',
        params: { role },
      });
    }
    return this.start(caller, target, 'role', { reason, withChanges: false });
  }

  /**
   * Ends the impersonation of the caller's token: revokes that token and answers a fresh one for
   * the admin, who must still be active and still allowed to impersonate.
   */
  async stop(
    caller: CallerAccess,
    session: AuthenticatedUser,
    claimedOriginalUuid: string | undefined,
  ): Promise<SessionAnswer> {
    const adminUuid = caller.impersonatorUuid;
    if (!adminUuid) throw ApiException.badRequest('impersonation.notImpersonating');
    if (claimedOriginalUuid !== undefined && claimedOriginalUuid !== adminUuid) {
      throw ApiException.badRequest('impersonation.originalUserMismatch');
    }
    const firstStop = await this.revocations.revoke(
      session.tokenId,
      session.tokenExpiresAt + REFRESH_GRACE_SECONDS,
    );
    if (!firstStop) throw ApiException.unauthorized();
    await this.audit.record(caller, {
      event: 'impersonation.stop',
      subjectType: 'user',
      subjectId: caller.user.uuid,
    });
    const admin = await this.em.findOne(User, { uuid: adminUuid });
    if (!admin || admin.blockedAt) throw ApiException.unauthorized();
    const adminAccess = await this.callers.forUser(admin, { requestId: caller.requestId });
    if (!adminAccess.canAtAll('impersonate', 'user')) throw ApiException.forbidden();
    const [token, user] = await Promise.all([
      this.tokens.issue(admin),
      this.profiles.forCaller(adminAccess),
    ]);
    return { token, user };
  }

  private async start(
    caller: CallerAccess,
    target: User,
    via: ImpersonationVia,
    terms: ImpersonationTerms,
  ): Promise<ImpersonationSession> {
    const targetAccess = await this.callers.forUser(target, {
      impersonatorUuid: caller.user.uuid,
      requestId: caller.requestId,
      impersonationReadOnly: !terms.withChanges,
    });
    const owners = ownersOf(target, await this.memberships.of(target));
    await this.scope.assertCan(caller, 'impersonate', 'user', owners);
    if (target.role === 'admin') throw ApiException.forbidden('impersonation.adminTarget');
    if (targetAccess.canAtAll('impersonate', 'user')) {
      throw ApiException.forbidden('impersonation.impersonatorTarget');
    }
    if (target.blockedAt) throw ApiException.badRequest('impersonation.blockedTarget');
    // Reading a client's record needs a stated reason (the client sees the reads in their log).
    if (target.role === 'client' && terms.reason === null) {
      throw ApiException.invalidData({ reason: [{ key: 'impersonation.reasonTooShort' }] });
    }
    if (
      terms.withChanges &&
      !(await this.scope.can(caller, 'update', 'user/impersonation', owners))
    ) {
      throw ApiException.forbidden('impersonation.changesNotAllowed');
    }
    await this.audit.record(caller, {
      event: 'impersonation.start',
      subjectType: 'user',
      subjectId: target.uuid,
      details: {
        via,
        role: target.role,
        reason: terms.reason,
        read_only: !terms.withChanges,
      },
    });
    // The client sees it in "who has read my data": the admin, showing the account as them.
    if (target.role === 'client') {
      await this.accessLog.record(targetAccess, {
        clientUuid: target.uuid,
        action: 'read',
        resource: 'impersonation',
      });
    }
    const [token, user] = await Promise.all([
      this.tokens.issue(target, { uuid: caller.user.uuid, readOnly: !terms.withChanges }),
      this.profiles.forCaller(targetAccess),
    ]);
    return { token, user, original_user_id: caller.user.uuid, impersonating_as_id: target.uuid };
  }
}

function assertNotImpersonating(caller: CallerAccess): void {
  if (caller.impersonatorUuid) throw ApiException.badRequest('impersonation.alreadyImpersonating');
}
