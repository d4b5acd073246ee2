import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AuditEvent } from './audit-event.entity';

export interface EventToRecord {
  event: string;
  subjectType?: string;
  subjectId?: string;
  /** Ids and flags only: never names, texts or health data. */
  details?: Record<string, unknown>;
}

/** Records security and authoring events (impersonation, publishing, …) under the real actor. */
@Injectable()
export class AuditService {
  constructor(private readonly em: EntityManager) {}

  async record(caller: CallerAccess, event: EventToRecord): Promise<void> {
    this.em.create(AuditEvent, {
      actorUuid: caller.actorUuid,
      event: event.event,
      subjectType: event.subjectType ?? null,
      subjectId: event.subjectId ?? null,
      details: event.details ?? null,
      requestId: caller.requestId,
    });
    await this.em.flush();
  }
}
