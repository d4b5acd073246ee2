import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { parsePermission, PermissionSyntaxError } from '@sinnro/access';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException, type FieldErrors } from 'src/common/errors/api-exception';
import { type MessageRef } from 'src/common/i18n/messages';
import { CompanyUnit } from 'src/companies/company-unit.entity';
import { Company } from 'src/companies/company.entity';
import { LookupsService, type ProfileEntries } from 'src/lookups/lookups.service';
import { type UserAdministrationFields } from './dto/user-administration-fields';
import { NationalIdCipher } from './national-id/national-id-cipher';
import { assignableRoles, isAdmin, reachesEveryUser, SPECIALIST_ROLES } from './user-scope';
import { User } from './user.entity';

/** A form's references, looked up; `undefined` means "not sent, leave as it is". */
export interface ResolvedUserForm extends ProfileEntries {
  healthCoach?: User | null;
  company?: Company;
  unit?: CompanyUnit;
  permissions?: string[];
}

/** Records a failure of a field. */
type Fail = (field: string, ref: MessageRef) => void;

/** The form with the identity fields create and edit both may send. */
export type UserForm = UserAdministrationFields & { email?: string; national_id?: string };

/**
 * The rules of the create and edit forms beyond the shape of each field: which role, health coach,
 * company and extra grants this caller may set, that referenced codes and ids exist, and that the
 * e-mail and national id are free. Every failure is collected, so the form shows them all at once.
 */
@Injectable()
export class UserFormChecksService {
  constructor(
    private readonly em: EntityManager,
    private readonly lookups: LookupsService,
    private readonly nationalIds: NationalIdCipher,
  ) {}

  async resolve(
    caller: CallerAccess,
    action: 'create' | 'update',
    form: UserForm,
    existing: User | null,
  ): Promise<ResolvedUserForm> {
    const errors: FieldErrors = {};
    const fail: Fail = (field, ref) => void (errors[field] ??= []).push(ref);
    const everyone = reachesEveryUser(caller, action);

    if (form.role !== undefined && form.role !== existing?.role) {
      if (!assignableRoles(caller).includes(form.role)) {
        fail('role', { key: 'users.roleNotAllowed' });
      }
    }
    const { entries, unknown } = await this.lookups.profileEntries(form);
    unknown.forEach((field) => fail(field, { key: 'users.unknownChoice' }));
    const resolved: ResolvedUserForm = {
      ...entries,
      healthCoach: await this.healthCoach(caller, everyone, form.health_coach, fail),
      permissions: this.permissions(caller, form.permissions, fail),
    };
    if (form.company_uuid !== undefined || form.unit_uuid !== undefined) {
      if (everyone) Object.assign(resolved, await this.placement(form, fail));
      else {
        const field = form.company_uuid !== undefined ? 'company_uuid' : 'unit_uuid';
        fail(field, { key: 'users.companyNotAllowed' });
      }
    }
    await this.assertUnique(form, existing, fail);
    if (Object.keys(errors).length > 0) throw ApiException.invalidData(errors);
    return resolved;
  }

  /** Admins and health coaches choose anyone active with a specialist role; others only keep it. */
  private async healthCoach(
    caller: CallerAccess,
    everyone: boolean,
    uuid: string | null | undefined,
    fail: Fail,
  ): Promise<User | null | undefined> {
    if (uuid === undefined) return undefined;
    if (!everyone && uuid !== caller.user.uuid) {
      fail('health_coach', { key: 'users.healthCoachNotAllowed' });
      return undefined;
    }
    if (uuid === null) return null;
    const coach = await this.em.findOne(User, {
      uuid,
      role: { $in: [...SPECIALIST_ROLES] },
      blockedAt: null,
    });
    if (!coach) fail('health_coach', { key: 'users.healthCoachUnknown' });
    return coach ?? undefined;
  }

  /** Extra grants: admins only; each must parse, and the error names the bad part. */
  private permissions(
    caller: CallerAccess,
    permissions: string[] | undefined,
    fail: Fail,
  ): string[] | undefined {
    if (permissions === undefined) return undefined;
    if (!isAdmin(caller)) {
      fail('permissions', { key: 'users.permissionsNotAllowed' });
      return undefined;
    }
    for (const permission of permissions) {
      try {
        parsePermission(permission);
      } catch (error) {
        if (!(error instanceof PermissionSyntaxError)) throw error;
        fail('permissions', { key: 'users.permissionInvalid', params: { detail: error.message } });
      }
    }
    return [...new Set(permissions)].sort();
  }

  /** The company and unit to add the user to; a unit must belong to the company when both come. */
  private async placement(
    form: UserForm,
    fail: Fail,
  ): Promise<Pick<ResolvedUserForm, 'company' | 'unit'>> {
    const company = form.company_uuid
      ? await this.em.findOne(Company, { uuid: form.company_uuid })
      : null;
    if (form.company_uuid && !company) fail('company_uuid', { key: 'users.companyUnknown' });
    if (!form.unit_uuid) return { company: company ?? undefined };
    const unit = await this.em.findOne(
      CompanyUnit,
      company ? { uuid: form.unit_uuid, company } : { uuid: form.unit_uuid },
      { populate: ['company'] },
    );
    if (!unit) fail('unit_uuid', { key: 'users.unitUnknown' });
    return { company: company ?? unit?.company, unit: unit ?? undefined };
  }

  private async assertUnique(form: UserForm, existing: User | null, fail: Fail): Promise<void> {
    const others = existing ? { id: { $ne: existing.id } } : {};
    if (form.email !== undefined && form.email !== existing?.email) {
      if ((await this.em.count(User, { email: form.email, ...others })) > 0) {
        fail('email', { key: 'users.emailExists' });
      }
    }
    if (form.national_id !== undefined && form.national_id !== null) {
      const nationalIdIndex = this.nationalIds.index(form.national_id);
      if (
        nationalIdIndex !== existing?.nationalIdIndex &&
        (await this.em.count(User, { nationalIdIndex, ...others })) > 0
      ) {
        fail('national_id', { key: 'users.userExists' });
      }
    }
  }
}
