import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { SessionEvents } from 'src/access/session-events';
import { AccessLogService } from 'src/access-log/access-log.service';
import { AuditService } from 'src/audit/audit.service';
import { ApiException } from 'src/common/errors/api-exception';
import { DocumentStorage } from 'src/documents/storage/document-storage';
import { isAdmin } from 'src/users/user-scope';
import { User } from 'src/users/user.entity';
import { erasureStatements, pseudonymOf } from './erasure-plan';

export interface ErasureDone {
  uuid: string;
  erased_at: Date;
  /** The name the kept rows now show. */
  pseudonym: string;
  deleted_files: number;
}

/**
 * Erasing an account (GDPR article 17), admins only, confirmed by typing the account's e-mail
 * again. Treatment documentation and the access log are kept, pointing at the user row, which is
 * pseudonymised (no name, e-mail, phone, personal number; login impossible); everything else is
 * deleted, files in storage included (see erasure-plan.ts). Sessions and chat sockets end at once.
 */
@Injectable()
export class ErasureService {
  private readonly logger = new Logger(ErasureService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly storage: DocumentStorage,
    private readonly audit: AuditService,
    private readonly accessLog: AccessLogService,
    private readonly sessionEvents: SessionEvents,
  ) {}

  async erase(
    caller: CallerAccess,
    uuid: string,
    confirmEmail: string | undefined,
  ): Promise<ErasureDone> {
    if (!isAdmin(caller) || caller.impersonatorUuid !== null) throw ApiException.forbidden();
    const user = await this.em.findOne(User, { uuid });
    if (!user) throw ApiException.notFound();
    if (user.id === caller.user.id) throw ApiException.badRequest('erasure.cannotEraseSelf');
    if (user.erasedAt !== null) throw ApiException.conflict('erasure.alreadyErased');
    const typed = confirmEmail?.trim().toLowerCase() ?? '';
    if (typed === '') throw ApiException.badRequest('erasure.confirmationRequired');
    if (typed !== user.email.toLowerCase()) {
      throw ApiException.badRequest('erasure.confirmationMismatch');
    }

    const now = new Date();
    const keys = await this.em.transactional(async (em) => {
      const files = await em.execute<{ storage_key: string }[]>(
        `select storage_key from user_documents where user_id = ?
         union all
         select storage_key from data_exports where user_id = ? and storage_key is not null`,
        [user.id, user.id],
      );
      await em.execute('delete from outgoing_mails where recipient = ?', [
        user.email.toLowerCase(),
      ]);
      for (const statement of erasureStatements()) await em.execute(statement, [user.id]);
      const pseudonym = pseudonymOf(user.id);
      await em.execute(
        `update users set email = ?, first_name = ?, last_name = ?, phone = null,
                national_id_sealed = null, national_id_index = null, password_hash = null,
                external_id = null, birth_year = null, gender_id = null, position_id = null,
                speciality_id = null, health_coach_id = null, profile_image = null,
                free_card = null, promotion_code = null, motifire_id = null, white_label = null,
                blocked_at = ?, tokens_valid_after = ?, erased_at = ?, updated_at = ?
          where id = ?`,
        [pseudonym.email, pseudonym.firstName, pseudonym.lastName, now, now, now, now, user.id],
      );
      await this.audit.record(caller, {
        event: 'user.erase',
        subjectType: 'user',
        subjectId: user.uuid,
        details: { files: files.length },
      });
      await this.accessLog.record(caller, {
        clientUuid: user.uuid,
        action: 'delete',
        resource: 'user.profile',
        resourceId: user.uuid,
      });
      return files.map((file) => file.storage_key);
    });
    this.em.clear();

    // After the commit: every API process closes the account's chat sockets now.
    await this.sessionEvents.ended(uuid);
    let deleted = 0;
    for (const key of keys) {
      try {
        await this.storage.delete(key);
        deleted++;
      } catch {
        // The row is gone; the orphan file is reported by count only (no names in logs).
        this.logger.error(`A stored file of an erased account was not deleted`);
      }
    }
    const pseudonym = pseudonymOf(user.id);
    return {
      uuid,
      erased_at: now,
      pseudonym: `${pseudonym.firstName} ${pseudonym.lastName}`,
      deleted_files: deleted,
    };
  }
}
