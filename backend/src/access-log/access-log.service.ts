import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { fullName } from 'src/users/full-name';
import { User } from 'src/users/user.entity';
import { AccessLogEntry, type AccessLogAction } from './access-log-entry.entity';
import { type AccessLogPage } from './access-log-view';

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

  /** A page of a client's access log, newest first, each actor named. */
  async pageForClient(
    clientUuid: string,
    page: { page: number; perPage: number },
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
    return {
      data: entries.map((entry) => ({
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
