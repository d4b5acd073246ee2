import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AccessLogEntry, type AccessLogAction } from './access-log-entry.entity';

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

  async forClient(
    clientUuid: string,
    page: { offset: number; limit: number },
  ): Promise<[AccessLogEntry[], number]> {
    return this.em.findAndCount(
      AccessLogEntry,
      { clientUuid },
      { orderBy: { occurredAt: 'desc', id: 'desc' }, offset: page.offset, limit: page.limit },
    );
  }
}
