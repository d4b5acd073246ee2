import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { DEFAULT_LANGUAGE, type Language } from 'src/common/i18n/language';
import { translate } from 'src/common/i18n/messages';
import { OrganisationScopeService } from 'src/companies/organisation-scope.service';
import { fullName } from 'src/users/full-name';
import { roleName } from 'src/users/role-catalogue';
import { ownersOf, UserMembershipsService } from 'src/users/user-memberships.service';
import { User } from 'src/users/user.entity';
import { AccessLogEntry, type AccessLogAction } from './access-log-entry.entity';
import { isPlatformStaff, relationsOf } from './access-log-relations';
import { type AccessLogPage, type OwnAccessLogPage } from './access-log-view';
import { describeEntries } from './access-log-words';

/** A repeated read of the same thing by the same person within this many seconds is one view. */
export const READ_REPEAT_WINDOW_SECONDS = 10;

/**
 * Reads that are events of their own, written each time: an insurance lookup sends the person's
 * number to the insurer, so every lookup is a row.
 */
const EVERY_READ_LOGGED = new Set(['insurance']);

export interface AccessToRecord {
  clientUuid: string;
  action: AccessLogAction;
  resource: string;
  resourceId?: string | null;
}

/**
 * Writes the access log. Call it wherever a client's health data is read or changed (profile,
 * subscriptions, answers, reports, notes, messages, documents, insurance). A client reading their
 * own data is not logged; everyone else is, impersonating admins under their own name.
 */
@Injectable()
export class AccessLogService {
  constructor(
    private readonly em: EntityManager,
    private readonly scope: OrganisationScopeService,
    private readonly memberships: UserMembershipsService,
  ) {}

  async record(caller: CallerAccess, access: AccessToRecord): Promise<void> {
    if (
      caller.impersonatorUuid === null &&
      caller.user.uuid === access.clientUuid &&
      access.action === 'read'
    ) {
      return;
    }
    if (access.action === 'read' && !EVERY_READ_LOGGED.has(access.resource)) {
      await this.recordRead(caller, access);
      return;
    }
    this.em.create(AccessLogEntry, {
      actorUuid: caller.actorUuid,
      actingAsUuid: caller.impersonatorUuid ? caller.user.uuid : null,
      clientUuid: access.clientUuid,
      action: access.action,
      resource: access.resource,
      resourceId: access.resourceId ?? null,
      requestId: caller.requestId,
    });
    await this.em.flush();
  }

  /**
   * A read, unless the same person read the same thing of the same client within
   * READ_REPEAT_WINDOW_SECONDS: one view is one row, however often the screen fetches it (React's
   * StrictMode runs a screen's effects twice in development, and a screen re-fetches on remount).
   * An advisory lock on the entry's key makes the check and the insert one step, so two requests at
   * the same moment still write one row; changes are always written.
   */
  private async recordRead(caller: CallerAccess, access: AccessToRecord): Promise<void> {
    const actingAs = caller.impersonatorUuid ? caller.user.uuid : null;
    const resourceId = access.resourceId ?? null;
    const key = [caller.actorUuid, actingAs, access.clientUuid, access.resource, resourceId].join(
      '|',
    );
    // Callers relied on record() flushing their pending changes: keep doing so.
    await this.em.flush();
    await this.em.transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [key]);
      await em.execute(
        `insert into access_log
           (actor_uuid, acting_as_uuid, client_uuid, action, resource, resource_id, request_id)
         select ?, ?, ?, 'read', ?, ?, ?
          where not exists (
            select 1 from access_log
             where client_uuid = ? and occurred_at > clock_timestamp() - make_interval(secs => ?)
               and actor_uuid = ? and acting_as_uuid is not distinct from ?::uuid
               and action = 'read' and resource = ? and resource_id is not distinct from ?::varchar)`,
        [
          caller.actorUuid,
          actingAs,
          access.clientUuid,
          access.resource,
          resourceId,
          caller.requestId,
          access.clientUuid,
          READ_REPEAT_WINDOW_SECONDS,
          caller.actorUuid,
          actingAs,
          access.resource,
          resourceId,
        ],
      );
    });
  }

  /**
   * GET /api/v1/users/:uuid/access-log: a person reading their own log gets "who has read my
   * data" (OwnAccessLogPage); anyone else needs access-log.read reaching that person (404
   * otherwise, so nobody learns whether the account exists) and gets the full log.
   */
  async pageFor(
    caller: CallerAccess,
    clientUuid: string,
    page: { page: number; perPage: number },
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<AccessLogPage | OwnAccessLogPage> {
    if (caller.userUuid === clientUuid) return this.ownPage(clientUuid, page, language);
    // The log outlives the account: a gone person's log is for those who may read every log.
    if (caller.filter('read', 'access-log').kind !== 'all') {
      const client = await this.em.findOne(User, { uuid: clientUuid });
      if (!client) throw ApiException.notFound();
      const owners = ownersOf(client, await this.memberships.of(client));
      await this.scope.assertCan(caller, 'read', 'access-log', owners);
    }
    return this.pageForClient(clientUuid, page, language);
  }

  /**
   * The person's own log, newest first: everyone else's reads and changes of their data (their own
   * changes left out; an admin's while impersonating them kept). Platform staff are named
   * "Administratör"; each entry says what was read and under which care relation.
   */
  async ownPage(
    clientUuid: string,
    page: { page: number; perPage: number },
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<OwnAccessLogPage> {
    const [entries, total] = await this.em.findAndCount(
      AccessLogEntry,
      {
        clientUuid,
        $or: [{ actorUuid: { $ne: clientUuid } }, { actingAsUuid: { $ne: null } }],
      },
      {
        orderBy: { occurredAt: 'desc', id: 'desc' },
        offset: (page.page - 1) * page.perPage,
        limit: page.perPage,
      },
    );
    const actorUuids = [...new Set(entries.map((entry) => entry.actorUuid))];
    const [actors, described, relations] = await Promise.all([
      actorUuids.length === 0
        ? []
        : this.em.find(
            User,
            { uuid: { $in: actorUuids } },
            { fields: ['uuid', 'firstName', 'lastName', 'role'] },
          ),
      describeEntries(this.em, entries, language),
      relationsOf(this.em, entries),
    ]);
    const byUuid = new Map(actors.map((actor) => [actor.uuid, actor]));
    const say = (key: Parameters<typeof translate>[0]['key']) => translate({ key }, language);
    return {
      data: entries.map((entry, index) => {
        const actor = byUuid.get(entry.actorUuid);
        const impersonation = entry.actingAsUuid !== null;
        const staff = impersonation || isPlatformStaff(actor?.role);
        const relation = relations.get(entry.id) ?? 'none';
        let who: string;
        if (impersonation) who = say('accessLog.own.impersonation');
        else if (staff) who = say('accessLog.own.platformStaff');
        else who = actor ? fullName(actor) : say('accessLog.own.goneAccount');
        return {
          occurred_at: entry.occurredAt,
          who,
          role: !staff && actor ? roleName(actor.role, language) : null,
          impersonation,
          action: entry.action,
          what: described[index].what,
          relation,
          relation_text: say(`accessLog.relation.${relation}`),
        };
      }),
      total,
      page: page.page,
      per_page: page.perPage,
    };
  }

  /** A page of a client's access log, newest first, each actor named. */
  async pageForClient(
    clientUuid: string,
    page: { page: number; perPage: number },
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<AccessLogPage> {
    const [entries, total] = await this.em.findAndCount(
      AccessLogEntry,
      { clientUuid },
      {
        orderBy: { occurredAt: 'desc', id: 'desc' },
        offset: (page.page - 1) * page.perPage,
        limit: page.perPage,
      },
    );
    const names = await this.namesOf(
      entries.flatMap((entry) =>
        entry.actingAsUuid ? [entry.actorUuid, entry.actingAsUuid] : [entry.actorUuid],
      ),
    );
    const described = await describeEntries(this.em, entries, language);
    return {
      data: entries.map((entry, index) => ({
        occurred_at: entry.occurredAt,
        actor_uuid: entry.actorUuid,
        actor_name: names.get(entry.actorUuid) ?? null,
        acting_as_uuid: entry.actingAsUuid,
        acting_as_name: entry.actingAsUuid ? (names.get(entry.actingAsUuid) ?? null) : null,
        client_uuid: entry.clientUuid,
        action: entry.action,
        resource: entry.resource,
        resource_id: entry.resourceId,
        request_id: entry.requestId,
        what: described[index].what,
        link: described[index].link,
      })),
      total,
      page: page.page,
      per_page: page.perPage,
    };
  }

  /** "First Last" by user uuid, in one query for the whole page. */
  private async namesOf(uuids: string[]): Promise<Map<string, string>> {
    if (uuids.length === 0) return new Map();
    const users = await this.em.find(
      User,
      { uuid: { $in: [...new Set(uuids)] } },
      { fields: ['uuid', 'firstName', 'lastName'] },
    );
    return new Map(users.map((user) => [user.uuid, fullName(user)]));
  }
}
