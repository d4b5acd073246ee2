import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  type CompanyMembership,
  type CompanyRole,
  type ExtraGrant,
  grantSetsFor,
} from '@sinnro/access';
import { ApiException } from 'src/common/errors/api-exception';
import { User } from 'src/users/user.entity';
import { CallerAccess } from './caller-access';
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

/** The token's account row with its access facts, and the impersonating admin's account state. */
type AccountRow = Record<string, unknown> &
  AccessFacts & {
    blocked_at: Date | null;
    tokens_valid_after: Date | null;
    access_impersonator: { blocked_at: string | null; tokens_valid_after: string | null } | null;
  };

const FACTS_SQL = `
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
    from user_permission_grants g where g.user_id = u.id), '[]') as access_grants`;

/** A token's account, its facts and the impersonator's state: one statement per request. */
const ACCOUNT_SQL = `select u.*, ${FACTS_SQL},
  (select json_build_object('blocked_at', i.blocked_at, 'tokens_valid_after', i.tokens_valid_after)
     from users i where i.uuid = ?::uuid) as access_impersonator
  from users u where u.uuid = ?::uuid`;

const FACTS_ONLY_SQL = `select ${FACTS_SQL} from users u where u.id = ?`;

interface RequestFacts {
  impersonatorUuid?: string | null;
  requestId?: string | null;
}

/**
 * Builds a caller's grants and ability from their role, memberships and own grants. Grants belong
 * to a membership: a company role reaches only its own company and the user's units of it (see
 * grantSetsFor). Nothing is cached: every request reads the current state in one statement, so a
 * block, a password reset or a removed grant counts from the very next request in every process.
 */
@Injectable()
export class CallerAccessService {
  constructor(private readonly em: EntityManager) {}

  /**
   * The caller a token names, if its account may still act: it exists, is not blocked, the token
   * was issued after the account's last "end all sessions" moment, and an impersonating admin is
   * likewise still active. 401 otherwise.
   */
  async forToken(payload: AccessTokenPayload, requestId: string | null): Promise<CallerAccess> {
    const impersonatorUuid = payload.original_user_id ?? null;
    const [row] = await this.em
      .getConnection()
      .execute<AccountRow[]>(ACCOUNT_SQL, [impersonatorUuid, payload.user.uuid]);
    if (!row) throw ApiException.unauthorized();
    const { access_memberships, access_units, access_grants, access_impersonator, ...columns } =
      row;
    if (columns.blocked_at || issuedNoLaterThan(payload, columns.tokens_valid_after)) {
      throw ApiException.unauthorized();
    }
    if (impersonatorUuid) assertImpersonatorActive(payload, access_impersonator);
    const user = this.em.map(User, columns);
    const facts = { access_memberships, access_units, access_grants };
    return this.build(user, facts, { impersonatorUuid, requestId });
  }

  /** The access of a user already loaded (after a login, for an impersonation target). */
  async forUser(user: User, request: RequestFacts = {}): Promise<CallerAccess> {
    const [facts] = await this.em.getConnection().execute<AccessFacts[]>(FACTS_ONLY_SQL, [user.id]);
    if (!facts) throw ApiException.unauthorized();
    return this.build(user, facts, request);
  }

  private build(user: User, facts: AccessFacts, request: RequestFacts): CallerAccess {
    const companyUuidById = new Map(
      facts.access_memberships.map((membership) => [membership.company_id, membership.uuid]),
    );
    const memberships = facts.access_memberships.map((membership): CompanyMembership => ({
      companyUuid: membership.uuid,
      companyRole: membership.role,
      unitUuids: facts.access_units
        .filter((unit) => unit.company_id === membership.company_id)
        .map((unit) => unit.uuid),
    }));
    const sets = grantSetsFor({
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
    });
    return new CallerAccess(
      user,
      sets,
      request.impersonatorUuid ?? null,
      request.requestId ?? null,
    );
  }
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
