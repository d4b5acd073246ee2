import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ScopedObject } from '@sinnro/access';
import { type CallerAccess } from 'src/access/caller-access';
import { AuditService } from 'src/audit/audit.service';
import { ApiException } from 'src/common/errors/api-exception';
import { CompanyMember } from 'src/companies/company-member.entity';
import { CompanyUnitMember } from 'src/companies/company-unit-member.entity';
import { OrganisationScopeService } from 'src/companies/organisation-scope.service';
import { randomUUID } from 'node:crypto';
import { definedOnly } from './defined-only';
import { EmailChangeService } from './email-change/email-change.service';
import { type CreateUserDto } from './dto/create-user.dto';
import { type UpdateUserDto } from './dto/update-user.dto';
import { type ManagedUserView } from './managed-user-view';
import { NationalIdCipher } from './national-id/national-id-cipher';
import { ManagedUsersService } from './managed-users.service';
import { type ResolvedUserForm, UserFormChecksService } from './user-form-checks.service';
import { type UserMemberships, UserMembershipsService } from './user-memberships.service';
import { UserPermissionGrant } from './user-permission-grant.entity';
import { isAdmin, reachesEveryUser, SPECIALIST_ROLES } from './user-scope';
import { User } from './user.entity';

/**
 * Creating and editing users from the administration screens. Users created here have no
 * password (the invitation or e-ID flow gives access). Each write is one transaction: the user,
 * their grants, memberships, the access-log row and the audit event.
 */
@Injectable()
export class UserWriterService {
  constructor(
    private readonly em: EntityManager,
    private readonly checks: UserFormChecksService,
    private readonly managed: ManagedUsersService,
    private readonly memberships: UserMembershipsService,
    private readonly audit: AuditService,
    private readonly scope: OrganisationScopeService,
    private readonly emailChanges: EmailChangeService,
    private readonly nationalIds: NationalIdCipher,
  ) {}

  async create(caller: CallerAccess, form: CreateUserDto): Promise<ManagedUserView> {
    const role = form.role ?? 'client';
    const resolved = await this.checks.resolve(caller, 'create', form, null);
    const healthCoach =
      resolved.healthCoach !== undefined ? resolved.healthCoach : defaultSpecialist(caller);
    const uuid = randomUUID();
    await this.assertMayCreate(caller, {
      companyUuid: resolved.company ? [resolved.company.uuid] : [],
      unitUuid: resolved.unit ? [resolved.unit.uuid] : [],
      userUuid: uuid,
      therapistUuid: healthCoach?.uuid ?? null,
    });
    const user = await this.inTransaction(async (em) => {
      const created = em.create(User, {
        uuid,
        email: form.email,
        firstName: form.first_name,
        lastName: form.last_name,
        phone: form.phone,
        ...this.nationalIdColumns(form.national_id ?? null),
        birthYear: form.birth_year ?? null,
        gender: resolved.gender ?? null,
        position: resolved.position ?? null,
        speciality: resolved.speciality ?? null,
        healthCoach,
        role,
        defaultLang: form.default_lang ?? 'sv',
      });
      this.addPlacement(em, created, resolved);
      for (const permission of resolved.permissions ?? []) {
        em.create(UserPermissionGrant, { user: created, permission, grantedBy: caller.actorUuid });
      }
      await em.flush();
      await this.managed.logClientProfile(caller, created, 'create');
      await this.audit.record(caller, {
        event: 'user.create',
        subjectType: 'user',
        subjectId: created.uuid,
        details: { role, permissions: resolved.permissions ?? [] },
      });
      return created;
    });
    return this.managed.view({ user, memberships: await this.memberships.of(user) });
  }

  /**
   * Changes the fields sent. The e-mail of an account that may be in use is not changed here: the
   * new address is mailed a link to confirm it (EmailChangeService) and the account keeps its
   * old address until then; only a never used account's address is corrected directly. Changes of
   * the e-mail, phone and personal number are audited (the owner sees them).
   */
  async update(caller: CallerAccess, id: number, form: UpdateUserDto): Promise<ManagedUserView> {
    const { user, memberships } = await this.managed.load(caller, 'update', { id });
    if (user.id === caller.user.id) throw ApiException.forbidden('users.editOwnAccountFromProfile');
    if (!isAdmin(caller) && user.role !== 'client') throw ApiException.forbidden();
    const resolved = await this.checks.resolve(caller, 'update', form, user);
    const roleBefore = user.role;
    const before: ContactDetails = { phone: user.phone, nationalIdIndex: user.nationalIdIndex };
    const newEmail = form.email !== undefined && form.email !== user.email ? form.email : null;
    const correctEmail = newEmail !== null && (await this.emailChanges.correctableDirectly(user));
    await this.assertMayChangeNationalId(caller, user, form);
    const protectedIdentityChanged = this.protectedIdentityChanges(caller, user, form);
    if (newEmail !== null && !correctEmail) await this.emailChanges.assertWithinLimit(user);
    await this.inTransaction(async (em) => {
      em.assign(
        user,
        definedOnly({
          firstName: form.first_name,
          lastName: form.last_name,
          email: correctEmail ? form.email : undefined,
          phone: form.phone,
          ...(form.national_id !== undefined && this.nationalIdChanges(user, form.national_id)
            ? this.nationalIdColumns(form.national_id)
            : {}),
          birthYear: form.birth_year,
          defaultLang: form.default_lang,
          role: form.role,
          gender: resolved.gender,
          position: resolved.position,
          speciality: resolved.speciality,
          healthCoach: resolved.healthCoach,
          protectedIdentity: protectedIdentityChanged ? form.protected_identity : undefined,
        }),
      );
      this.addPlacement(em, user, resolved, memberships);
      const permissionsChanged = await this.replaceGrants(em, caller, user, resolved.permissions);
      await em.flush();
      await this.managed.logClientProfile(caller, user, 'update', roleBefore);
      if (roleBefore !== user.role || permissionsChanged) {
        await this.audit.record(caller, {
          event: 'user.access-change',
          subjectType: 'user',
          subjectId: user.uuid,
          details: { role_before: roleBefore, role: user.role, permissions: resolved.permissions },
        });
      }
      await this.recordContactChanges(caller, user, before, correctEmail);
      if (protectedIdentityChanged) {
        await this.audit.record(caller, {
          event: 'user.protected-identity-change',
          subjectType: 'user',
          subjectId: user.uuid,
          details: { protected_identity: user.protectedIdentity },
        });
      }
    });
    if (newEmail !== null && !correctEmail) await this.emailChanges.request(caller, user, newEmail);
    return this.managed.view({ user, memberships: await this.memberships.of(user) });
  }

  /**
   * An e-ID login with a personal number signs in to the account that holds it, so setting one is
   * as strong as setting the password: on an account that may be in use, only an administrator
   * may set or change it (a therapist setting a number they control would take the account over).
   */
  private async assertMayChangeNationalId(
    caller: CallerAccess,
    user: User,
    form: UpdateUserDto,
  ): Promise<void> {
    if (form.national_id === undefined || !this.nationalIdChanges(user, form.national_id)) return;
    if (isAdmin(caller) || (await this.emailChanges.correctableDirectly(user))) return;
    throw ApiException.forbidden('users.nationalIdAdminOnly');
  }

  /**
   * Whether the form changes the protected identity flag. Only a platform administrator sets or
   * clears it (403 for anyone else); the current value sent back by a whole-record form is no
   * change.
   */
  private protectedIdentityChanges(caller: CallerAccess, user: User, form: UpdateUserDto): boolean {
    if (form.protected_identity === undefined) return false;
    if (form.protected_identity === user.protectedIdentity) return false;
    if (!isAdmin(caller)) throw ApiException.forbidden('users.protectedIdentityAdminOnly');
    return true;
  }

  /** Audits changes of the phone, the personal number and a direct e-mail correction (no values). */
  private async recordContactChanges(
    caller: CallerAccess,
    user: User,
    before: ContactDetails,
    emailCorrected: boolean,
  ): Promise<void> {
    const events = [
      user.phone !== before.phone ? 'user.phone-change' : null,
      user.nationalIdIndex !== before.nationalIdIndex ? 'user.national-id-change' : null,
    ].filter((event): event is string => event !== null);
    for (const event of events) {
      await this.audit.record(caller, { event, subjectType: 'user', subjectId: user.uuid });
    }
    if (emailCorrected) await this.emailChanges.recordCorrection(caller, user);
  }

  /** The stored columns of a personal number: sealed, and its blind index. */
  private nationalIdColumns(
    nationalId: string | null,
  ): Pick<User, 'nationalIdSealed' | 'nationalIdIndex'> {
    const { sealed, index } = this.nationalIds.columns(nationalId);
    return { nationalIdSealed: sealed, nationalIdIndex: index };
  }

  /** Whether the form's personal number differs from the user's (compared by blind index). */
  private nationalIdChanges(user: User, nationalId: string | null): boolean {
    return (
      (nationalId === null ? null : this.nationalIds.index(nationalId)) !== user.nationalIdIndex
    );
  }

  /** 403 unless a grant's scope covers a user that is about to be created with these owners. */
  private async assertMayCreate(caller: CallerAccess, owners: ScopedObject): Promise<void> {
    if (!(await this.scope.can(caller, 'create', 'user', owners))) throw ApiException.forbidden();
  }

  /** Adds the memberships the form asks for, unless the user already has them. */
  private addPlacement(
    em: EntityManager,
    user: User,
    { company, unit }: ResolvedUserForm,
    current: UserMemberships = { companies: [], units: [] },
  ): void {
    if (
      company &&
      !current.companies.some((membership) => membership.company.uuid === company.uuid)
    ) {
      em.create(CompanyMember, { company, user });
    }
    if (unit && !current.units.some((membership) => membership.unit.uuid === unit.uuid)) {
      em.create(CompanyUnitMember, { unit, user });
    }
  }

  /**
   * Replaces the user's unbound extra grants with the given set (grants an invitation bound to a
   * company stay with that membership); answers whether anything changed.
   */
  private async replaceGrants(
    em: EntityManager,
    caller: CallerAccess,
    user: User,
    permissions: string[] | undefined,
  ): Promise<boolean> {
    if (permissions === undefined) return false;
    const current = await em.find(UserPermissionGrant, { user, company: null });
    const wanted = new Set(permissions);
    const held = new Set(current.map((grant) => grant.permission));
    const removed = current.filter((grant) => !wanted.has(grant.permission));
    const added = permissions.filter((permission) => !held.has(permission));
    removed.forEach((grant) => em.remove(grant));
    for (const permission of added) {
      em.create(UserPermissionGrant, { user, permission, grantedBy: caller.actorUuid });
    }
    return removed.length + added.length > 0;
  }

  /** Runs the writes in one transaction; a unique violation lost to a race is a field error. */
  private async inTransaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.em.transactional(work);
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      const constraint = 'constraint' in error ? String(error.constraint) : '';
      if (constraint === 'users_email_unique') {
        throw ApiException.invalidData({ email: [{ key: 'users.emailExists' }] });
      }
      if (constraint === 'users_national_id_index_unique') {
        throw ApiException.invalidData({ national_id: [{ key: 'users.userExists' }] });
      }
      throw error;
    }
  }
}

/** The details whose changes by staff are audited, as they were before an edit. */
interface ContactDetails {
  phone: string | null;
  nationalIdIndex: string | null;
}

/**
 * A specialist whose grant covers only their own clients (`[therapist]`) becomes the responsible
 * specialist of a user they create; admins and health coaches leave it to the form.
 */
function defaultSpecialist(caller: CallerAccess): User | null {
  const ownClientsOnly =
    !reachesEveryUser(caller, 'create') && SPECIALIST_ROLES.includes(caller.user.role);
  return ownClientsOnly ? caller.user : null;
}
