import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  type CompanyMembership,
  type CompanyRole,
  type ExtraGrant,
  grantSetsFor,
  type Role,
} from '@sinnro/access';
import { ApiException } from 'src/common/errors/api-exception';
import {
  type PreparedStatement,
  preparedStatement,
  PreparedStatements,
} from 'src/database/prepared-statements';
import { User } from 'src/users/user.entity';
import { CallerAccess, CallerGrants } from './caller-access';
import { type AccessTokenPayload, issuedNoLaterThan } from './token.service';

/** What one statement answers about a user's memberships and own grants. */
interface AccessFacts {
  access_memberships: {
    company_id: number;
    uuid: string;
    role: CompanyRole;
    self_service: boolean;
  }[];
  access_units: { company_id: number; uuid: string }[];
  access_grants: { permission: string; company_id: number | null }[];
}

/** The token's account row and the impersonating admin's account state. */
type AccountRow = Record<string, unknown> & {
  id: number;
  uuid: string;
  role: Role;
  access_version: number;
  blocked_at: Date | null;
  tokens_valid_after: Date | null;
  access_impersonator: { blocked_at: string | null; tokens_valid_after: string | null } | null;
  access_token_revoked: boolean;
};

/** What one statement answers about a user's memberships and own grants. */
const FACTS = preparedStatement(`select
  coalesce((select json_agg(json_build_object('company_id', c.id, 'uuid', c.uuid,
      'role', m.company_role,
      'self_service', exists(select 1 from company_email_links l where l.user_id = u.id
        and l.company_id = c.id and l.created_membership)) order by c.id)
    from company_members m join companies c on c.id = m.company_id
    where m.user_id = u.id), '[]') as access_memberships,
  coalesce((select json_agg(json_build_object('company_id', cu.company_id, 'uuid', cu.uuid)
      order by cu.id)
    from company_unit_members um join company_units cu on cu.id = um.unit_id
    where um.user_id = u.id), '[]') as access_units,
  coalesce((select json_agg(json_build_object('permission', g.permission,
      'company_id', g.company_id) order by g.id)
    from user_permission_grants g where g.user_id = u.id), '[]') as access_grants
  from users u where u.id = $1`);

/**
 * A token's account (its access version among the columns), the impersonator's state and whether
 * the token was revoked: everything a request checks, in one round trip.
 */
function accountStatement(userColumns: string): PreparedStatement {
  return preparedStatement(`select ${userColumns},
  (select json_build_object('blocked_at', i.blocked_at, 'tokens_valid_after', i.tokens_valid_after)
     from users i where i.uuid = $1::uuid) as access_impersonator,
  exists(select 1 from revoked_access_tokens r where r.token_id = $3) as access_token_revoked
  from users u where u.uuid = $2::uuid`);
}

/** Built grants kept per process: one per recently seen user, oldest dropped first. */
const KEPT_CALLERS = 10_000;

interface RequestFacts {
  impersonatorUuid?: string | null;
  requestId?: string | null;
  /** During impersonation: whether it may change nothing (read-only unless said otherwise). */
  impersonationReadOnly?: boolean;
}

/**
 * Builds a caller's grants and ability from their role, memberships and own grants. Grants belong
 * to a membership: a company role reaches only its own company and the user's units of it (see
 * grantSetsFor). Each request reads the account row (one prepared statement): its block and
 * "tokens valid after" moment count at once, and its access version, which database triggers
 * raise on every change of role, membership, unit membership or grant, decides whether the grants
 * this process built before still hold. So a change counts from the very next request in every
 * process, and the memberships are read and the ability built only after one.
 */
@Injectable()
export class CallerAccessService {
  private readonly account: PreparedStatement;
  private readonly built = new Map<string, { version: number; grants: CallerGrants }>();

  constructor(
    private readonly em: EntityManager,
    private readonly statements: PreparedStatements,
  ) {
    this.account = accountStatement(statements.columnsOf(User, 'u'));
  }

  /**
   * The caller a token names, if its account may still act: the token is not revoked, the account
   * exists, is not blocked, the token was issued after the account's last "end all sessions"
   * moment, and an impersonating admin is likewise still active. 401 otherwise.
   */
  async forToken(payload: AccessTokenPayload, requestId: string | null): Promise<CallerAccess> {
    const impersonatorUuid = payload.original_user_id ?? null;
    const [row] = await this.statements.rows<AccountRow>(this.account, [
      impersonatorUuid,
      payload.user.uuid,
      payload.jti,
    ]);
    if (!row) throw ApiException.unauthorized();
    const { access_impersonator, access_token_revoked, ...columns } = row;
    if (
      access_token_revoked ||
      columns.blocked_at ||
      issuedNoLaterThan(payload, columns.tokens_valid_after)
    ) {
      throw ApiException.unauthorized();
    }
    if (impersonatorUuid) assertImpersonatorActive(payload, access_impersonator);
    const grants = await this.currentGrants(columns);
    const account = { id: columns.id, uuid: columns.uuid, map: () => this.em.map(User, columns) };
    return new CallerAccess(
      account,
      grants,
      impersonatorUuid,
      requestId,
      payload.impersonation_read_only !== false,
    );
  }

  /** The access of a user already loaded (after a login, for an impersonation target). */
  async forUser(user: User, request: RequestFacts = {}): Promise<CallerAccess> {
    const grants = await this.readGrants(user);
    return new CallerAccess(
      user,
      grants,
      request.impersonatorUuid ?? null,
      request.requestId ?? null,
      request.impersonationReadOnly ?? true,
    );
  }

  /** The grants built for this access version, or built anew when it changed. */
  private async currentGrants(
    account: Pick<AccountRow, 'id' | 'uuid' | 'role' | 'access_version'>,
  ): Promise<CallerGrants> {
    const kept = this.built.get(account.uuid);
    if (kept?.version === account.access_version) return kept.grants;
    const grants = await this.readGrants(account);
    this.built.delete(account.uuid);
    if (this.built.size >= KEPT_CALLERS) this.built.delete(this.built.keys().next().value ?? '');
    this.built.set(account.uuid, { version: account.access_version, grants });
    return grants;
  }

  private async readGrants(user: Pick<User, 'id' | 'uuid' | 'role'>): Promise<CallerGrants> {
    const [facts] = await this.statements.rows<AccessFacts>(FACTS, [user.id]);
    if (!facts) throw ApiException.unauthorized();
    return buildGrants(user, facts);
  }
}

function buildGrants(user: Pick<User, 'uuid' | 'role'>, facts: AccessFacts): CallerGrants {
  const companyUuidById = new Map(
    facts.access_memberships.map((membership) => [membership.company_id, membership.uuid]),
  );
  const memberships = facts.access_memberships.map((membership): CompanyMembership => ({
    companyUuid: membership.uuid,
    companyRole: membership.role,
    unitUuids: facts.access_units
      .filter((unit) => unit.company_id === membership.company_id)
      .map((unit) => unit.uuid),
    // A membership the user made themselves (the company e-mail link): the platform role's
    // grants never reach it (see grantSetsFor), only the company role's.
    selfService: membership.self_service,
  }));
  return new CallerGrants(
    grantSetsFor({
      userUuid: user.uuid,
      role: user.role,
      memberships,
      looseUnitUuids: facts.access_units
        .filter((unit) => !companyUuidById.has(unit.company_id))
        .map((unit) => unit.uuid),
      // A grant bound to a company the user has left reaches nothing.
      extraGrants: facts.access_grants.flatMap((grant): ExtraGrant[] => {
        if (grant.company_id === null) return [{ permission: grant.permission, companyUuid: null }];
        const companyUuid = companyUuidById.get(grant.company_id);
        return companyUuid ? [{ permission: grant.permission, companyUuid }] : [];
      }),
    }),
  );
}

/**
 * An impersonation token lives only as long as its admin may act: blocking the admin, or ending
 * the admin's sessions (a password reset), ends the impersonation too.
 */
function assertImpersonatorActive(
  payload: AccessTokenPayload,
  impersonator: AccountRow['access_impersonator'],
): void {
  if (!impersonator || impersonator.blocked_at) throw ApiException.unauthorized();
  if (issuedNoLaterThan(payload, impersonator.tokens_valid_after)) {
    throw ApiException.unauthorized();
  }
}
