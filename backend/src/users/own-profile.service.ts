import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AccessLogService } from 'src/access-log/access-log.service';
import { AuditService } from 'src/audit/audit.service';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { LookupsService } from 'src/lookups/lookups.service';
import { CurrentUserProfileService, type CurrentUserProfile } from './current-user-profile.service';
import { definedOnly } from './defined-only';
import { type UpdateOwnProfileDto } from './dto/update-own-profile.dto';

/**
 * The roles whose own profile holds a position and a specialty: the clinicians a client meets. A
 * client's or an administrator's profile has neither (client-web shows them only to these roles).
 */
export const CLINICIAN_PROFILE_ROLES: readonly string[] = [
  'therapist-premium',
  'clinic-therapist',
  'hc',
];

/** 400 naming each of position and specialty that a non-clinician sends with a value. */
function refuseClinicianFields(role: string, form: UpdateOwnProfileDto): void {
  if (CLINICIAN_PROFILE_ROLES.includes(role)) return;
  const sent = (['position', 'specialty'] as const).filter((field) => form[field] != null);
  if (sent.length > 0) {
    throw ApiException.invalidData(
      Object.fromEntries(sent.map((field) => [field, [{ key: 'users.clinicianFieldOnly' }]])),
    );
  }
}

/**
 * A signed-in user changing their own profile and language. A client's own change is theirs to
 * make and is not access-logged; an admin impersonating the client is logged as the actor.
 */
@Injectable()
export class OwnProfileService {
  constructor(
    private readonly em: EntityManager,
    private readonly lookups: LookupsService,
    private readonly profiles: CurrentUserProfileService,
    private readonly accessLog: AccessLogService,
    private readonly audit: AuditService,
  ) {}

  async update(caller: CallerAccess, form: UpdateOwnProfileDto): Promise<CurrentUserProfile> {
    refuseClinicianFields(caller.user.role, form);
    const { entries, unknown } = await this.lookups.profileEntries(form);
    if (unknown.length > 0) {
      throw ApiException.invalidData(
        Object.fromEntries(unknown.map((field) => [field, [{ key: 'users.unknownChoice' }]])),
      );
    }

    const changes = definedOnly({
      firstName: form.first_name,
      lastName: form.last_name,
      phone: form.phone,
      defaultLang: form.default_lang,
      birthYear: form.birth_year,
      ...entries,
    });
    const phoneBefore = caller.user.phone;
    await this.em.transactional(async (em) => {
      em.assign(caller.user, changes);
      await em.flush();
      await this.logImpersonatedChange(caller);
      // An admin acting as the user is staff: the owner is shown the change of their phone.
      if (caller.impersonatorUuid !== null && caller.user.phone !== phoneBefore) {
        await this.audit.record(caller, {
          event: 'user.phone-change',
          subjectType: 'user',
          subjectId: caller.user.uuid,
        });
      }
    });
    return this.profiles.forCaller(caller);
  }

  /** GET /api/user/update_language/{locale}: the language the user's answers and mail use. */
  async setLanguage(caller: CallerAccess, language: Language): Promise<{ default_lang: Language }> {
    caller.user.defaultLang = language;
    await this.em.flush();
    return { default_lang: language };
  }

  private async logImpersonatedChange(caller: CallerAccess): Promise<void> {
    if (caller.impersonatorUuid === null || caller.user.role !== 'client') return;
    await this.accessLog.record(caller, {
      clientUuid: caller.user.uuid,
      action: 'update',
      resource: 'user.profile',
      resourceId: String(caller.user.id),
    });
  }
}
