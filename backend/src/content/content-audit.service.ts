import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AuditService } from 'src/audit/audit.service';

export type ContentKind =
  'module' | 'chapter' | 'section' | 'page' | 'question' | 'answer-option' | 'test';

/** Every content edit by an author is audited: who (the real actor), what object, when. */
@Injectable()
export class ContentAudit {
  constructor(private readonly audit: AuditService) {}

  edited(
    caller: CallerAccess,
    kind: ContentKind,
    id: number,
    change: string,
    details?: Record<string, unknown>,
  ): Promise<void> {
    return this.audit.record(caller, {
      event: `${kind}.${change}`,
      subjectType: kind,
      subjectId: String(id),
      details,
    });
  }
}
