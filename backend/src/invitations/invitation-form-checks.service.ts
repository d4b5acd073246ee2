import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import {
  COMPANY_ROLE_PERMISSIONS,
  type CompanyRole,
  ROLE_PERMISSIONS,
  parsePermission,
  PermissionSyntaxError,
  type Role,
} from '@sinnro/access';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException, type FieldErrors } from 'src/common/errors/api-exception';
import { type MessageRef } from 'src/common/i18n/messages';
import { CompanyUnit } from 'src/companies/company-unit.entity';
import { Company } from 'src/companies/company.entity';
import { OrganisationScopeService } from 'src/companies/organisation-scope.service';
import { Product } from 'src/products/product.entity';
import { assignableRoles, isAdmin, reachesEveryUser } from 'src/users/user-scope';
import { User } from 'src/users/user.entity';
import { NationalIdCipher } from 'src/users/national-id/national-id-cipher';
import { uncoveredGrants } from './grant-coverage';

/** What a create or update form asks for; `undefined` means "not sent, keep as it is". */
export interface InvitationForm {
  email?: string;
  national_id?: string;
  role?: Role;
  company_uuid?: string;
  unit_uuid?: string;
  company_role?: CompanyRole;
  permissions?: string[];
  products?: (string | number)[];
}

/** The placement an invitation has before an update (null for a new invitation). */
export interface CurrentPlacement {
  company: Company | null;
  unit: CompanyUnit | null;
  invitationId: number;
  /**
   * The account the invitation made, whose own e-mail and national id do not count as taken;
   * null when the invitation is for an account that existed before.
   */
  ownAccountId: number | null;
}

export interface ResolvedInvitationForm {
  company?: Company;
  /** null: the invitation names no unit (or the unit is removed by a company change). */
  unit?: CompanyUnit | null;
  permissions?: string[];
  /** Product codes. */
  products?: string[];
  /**
   * The account that already has the e-mail or national id, outside the inviter's scope: the
   * invitation is for it. null: nobody has them; undefined: neither was sent (no change).
   */
  existing?: User | null;
}

type Fail = (field: string, ref: MessageRef) => void;

/** A user row that has the form's e-mail or national id, and whether the inviter knows of it. */
type MatchRow = Record<string, unknown> & {
  email: string;
  national_id_index: string | null;
  invitation_known: boolean;
};

type InvitationAction = 'create' | 'update';

/**
 * The rules of the invitation form beyond each field's shape: the company and unit exist and lie
 * in the caller's `user-invitation` scope (404 otherwise, so nothing outside it is revealed), the
 * products exist, the e-mail and national id are not a person's the inviter knows of (anyone
 * else's account is invited as it is, see existingAccount), and nothing sent gives the invitee more
 * than the inviter holds (a platform role, the company-admin role, or grants: 403).
 */
@Injectable()
export class InvitationFormChecksService {
  constructor(
    private readonly em: EntityManager,
    private readonly scope: OrganisationScopeService,
    private readonly nationalIds: NationalIdCipher,
  ) {}

  async resolve(
    caller: CallerAccess,
    action: InvitationAction,
    form: InvitationForm,
    current: CurrentPlacement | null,
  ): Promise<ResolvedInvitationForm> {
    const errors: FieldErrors = {};
    const fail: Fail = (field, ref) => void (errors[field] ??= []).push(ref);
    const resolved: ResolvedInvitationForm = {
      ...(await this.placement(caller, action, form, current, fail)),
      permissions: this.parsedPermissions(form.permissions, fail),
      products: await this.products(form.products, fail),
    };
    const company = resolved.company !== undefined ? resolved.company : current?.company;
    const existing = await this.existingAccount(caller, form, current, company ?? null, fail);
    if (Object.keys(errors).length > 0) throw ApiException.invalidData(errors);
    this.assertNoEscalation(caller, form, company ?? null);
    return { ...resolved, existing };
  }

  /**
   * The company and unit, when either is sent, checked against the caller's scope. A caller
   * whose scope is not every company gets 404 for a company that does not exist too.
   */
  private async placement(
    caller: CallerAccess,
    action: InvitationAction,
    form: InvitationForm,
    current: CurrentPlacement | null,
    fail: Fail,
  ): Promise<Pick<ResolvedInvitationForm, 'company' | 'unit'>> {
    if (form.company_uuid === undefined && form.unit_uuid === undefined) return {};
    const everywhere = caller.filter(action, 'user-invitation').kind === 'all';
    const company = form.company_uuid
      ? await this.em.findOne(Company, { uuid: form.company_uuid })
      : current?.company;
    if (!company) {
      if (!everywhere) throw ApiException.notFound();
      fail('company_uuid', { key: 'users.companyUnknown' });
      return {};
    }
    const unitUuid =
      form.unit_uuid ?? (current?.company?.id === company.id ? current.unit?.uuid : undefined);
    const unit = unitUuid ? await this.em.findOne(CompanyUnit, { uuid: unitUuid, company }) : null;
    if (unitUuid && !unit) {
      if (!everywhere) throw ApiException.notFound();
      fail('unit_uuid', { key: 'users.unitUnknown' });
      return {};
    }
    await this.assertInScope(caller, action, company, unit, fail);
    return { company, unit };
  }

  /**
   * 404 unless the caller's scope covers the placement. A unit admin who names no unit is told to
   * choose one, but only for a company where they administer a unit.
   */
  private async assertInScope(
    caller: CallerAccess,
    action: InvitationAction,
    company: Company,
    unit: CompanyUnit | null,
    fail: Fail,
  ): Promise<void> {
    const owners = { companyUuid: company.uuid, unitUuid: unit?.uuid ?? null };
    if (await this.scope.can(caller, action, 'user-invitation', owners)) return;
    if (!unit && (await this.scope.reachesSomeUnit(caller, action, 'user-invitation', company))) {
      fail('unit_uuid', { key: 'invitations.unitRequired' });
      return;
    }
    throw ApiException.notFound();
  }

  private parsedPermissions(permissions: string[] | undefined, fail: Fail): string[] | undefined {
    if (permissions === undefined) return undefined;
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

  /** Codes of active products named by code or numeric id, in the order given. */
  private async products(
    references: (string | number)[] | undefined,
    fail: Fail,
  ): Promise<string[] | undefined> {
    if (references === undefined) return undefined;
    const codes = references.filter((reference) => typeof reference === 'string');
    const ids = references.filter((reference) => typeof reference === 'number');
    const found = await this.em.find(Product, {
      active: true,
      $or: [{ code: { $in: codes } }, { id: { $in: ids } }],
    });
    const result: string[] = [];
    for (const reference of references) {
      const product = found.find((row) =>
        typeof reference === 'number' ? row.id === reference : row.code === reference,
      );
      if (!product)
        fail('products', { key: 'invitations.productUnknown', params: { product: reference } });
      else if (!result.includes(product.code)) result.push(product.code);
    }
    return result;
  }

  /**
   * The account that already has the e-mail (or else the national id). Only for a person the
   * inviter knows of is the answer "E-mail already exists" / "User already exists", as the
   * specification words them: the caller's scope reaches every user, or the account is already a
   * member of the invitation's company or has another invitation to it (which the inviter's list
   * shows). Anyone else's account is invited as it is, so the answer does not tell whether the
   * person has an account elsewhere; one statement answers both lookups whether or not anyone
   * matches, so the time taken tells little either.
   */
  private async existingAccount(
    caller: CallerAccess,
    form: InvitationForm,
    current: CurrentPlacement | null,
    company: Company | null,
    fail: Fail,
  ): Promise<User | null | undefined> {
    if (form.email === undefined && form.national_id === undefined) return undefined;
    const nationalIdIndex =
      form.national_id === undefined ? undefined : this.nationalIds.index(form.national_id);
    const rows = await this.em.getConnection().execute<MatchRow[]>(
      `select u.*,
         (exists(select 1 from company_members m where m.user_id = u.id and m.company_id = ?)
          or exists(select 1 from invitations i where i.user_id = u.id and i.company_id = ?
            and i.id <> ?)) as invitation_known
       from users u
       where (u.email = ? or u.national_id_index = ?) and u.id <> ?`,
      [
        company?.id ?? 0,
        company?.id ?? 0,
        current?.invitationId ?? 0,
        form.email ?? null,
        nationalIdIndex ?? null,
        current?.ownAccountId ?? 0,
      ],
    );
    const everyone = reachesEveryUser(caller, 'read');
    const match = (field: 'email' | 'national_id_index', value: string | undefined) => {
      const row = value === undefined ? undefined : rows.find((found) => found[field] === value);
      if (!row) return null;
      const { invitation_known: known, ...columns } = row;
      return { user: this.em.map(User, columns), known: everyone || known };
    };
    const byEmail = match('email', form.email);
    const byNationalId = match('national_id_index', nationalIdIndex);
    if (byEmail?.known) fail('email', { key: 'invitations.emailExists' });
    // A search by number never finds a person with protected identity: invited like anyone else.
    if (byNationalId?.known && !byNationalId.user.protectedIdentity) {
      fail('national_id', { key: 'invitations.userExists' });
    }
    return byEmail?.user ?? byNationalId?.user ?? null;
  }

  /**
   * 403 when the form would give the invitee a role or grants beyond the inviter's own in the
   * invitation's company (rights held in another company do not count). A grant the invitee's
   * role holds anyway gives them nothing more. A clinic's admin may also invite clinicians
   * (clinic-therapist) to that clinic.
   */
  private assertNoEscalation(
    caller: CallerAccess,
    form: InvitationForm,
    company: Company | null,
  ): void {
    if (isAdmin(caller)) return;
    const held = caller.grantsIn(company?.uuid ?? null);
    const clinicAdmin =
      caller.user.role === 'clinic-admin' && company !== null && company.types.includes('clinic');
    const roles: readonly Role[] = clinicAdmin
      ? [...assignableRoles(caller), 'clinic-therapist']
      : assignableRoles(caller);
    if (form.role !== undefined && !roles.includes(form.role)) {
      throw escalation('invitations.roleEscalation', { role: form.role });
    }
    if (
      form.company_role === 'company-admin' &&
      uncoveredGrants(held, COMPANY_ROLE_PERMISSIONS['company-admin']).length > 0
    ) {
      throw escalation('invitations.roleEscalation', { role: 'company-admin' });
    }
    const inviteeRole = ROLE_PERMISSIONS[form.role ?? 'client'];
    const beyond = uncoveredGrants([...held, ...inviteeRole], form.permissions ?? []);
    if (beyond.length > 0) {
      throw escalation('invitations.permissionEscalation', { permissions: beyond.join(', ') });
    }
  }
}

function escalation(key: MessageRef['key'], params: Record<string, string>): ApiException {
  return new ApiException(HttpStatus.FORBIDDEN, { key, params });
}
