import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { DEFAULT_LANGUAGE, type Language } from 'src/common/i18n/language';
import { fullName } from 'src/users/full-name';
import { User } from 'src/users/user.entity';
import { AccessLogEntry, type AccessLogAction } from './access-log-entry.entity';
import { type AccessLogPage } from './access-log-view';
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
  constructor(private readonly em: EntityManager) {}

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
