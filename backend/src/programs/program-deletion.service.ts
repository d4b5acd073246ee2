import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AuditService } from 'src/audit/audit.service';
import { ApiException } from 'src/common/errors/api-exception';

/**
 * Deletes programs, never one that an active subscription holds (409 naming them). The programs'
 * rows are locked first, so a subscription cannot take one between the check and the delete.
 */
@Injectable()
export class ProgramDeletionService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  /** Answers the deleted programs; 404 when none of the ids is a program. */
  async delete(caller: CallerAccess, ids: number[]): Promise<{ id: number; uuid: string }[]> {
    const deleted = await this.em.transactional(async (em) => {
      const array = `{${ids.join(',')}}`;
      const found = await em.execute<{ id: number; uuid: string }[]>(
        'select id, uuid from programs where id = any(?::int[]) order by id for update',
        [array],
      );
      if (found.length === 0) throw ApiException.notFound();
      const busy = await em.execute<{ program_id: number }[]>(
        `select distinct sp.program_id from program_subscription_programs sp
         join program_subscriptions s on s.id = sp.subscription_id
         where sp.program_id = any(?::int[]) and s.status = 'active' order by sp.program_id`,
        [array],
      );
      if (busy.length > 0) {
        const list = busy.map((row) => row.program_id).join(', ');
        throw new ApiException(
          409,
          { key: 'programs.hasActiveSubscriptions', params: { ids: list } },
          {
            ids: [{ key: 'programs.hasActiveSubscriptions', params: { ids: list } }],
          },
        );
      }
      await em.execute('delete from programs where id = any(?::int[])', [array]);
      return found;
    });
    for (const program of deleted) {
      await this.audit.record(caller, {
        event: 'program.delete',
        subjectType: 'program',
        subjectId: program.uuid,
        details: { programId: program.id },
      });
    }
    return deleted;
  }
}
