import {
  type FilterQuery,
  LockMode,
  raw,
  UniqueConstraintViolationException,
  type QueryOrderMap,
} from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { type Role } from '@sinnro/access';
import { randomUUID } from 'node:crypto';
import { type CallerAccess } from 'src/access/caller-access';
import { newSecretToken, secretTokenHash } from 'src/access/password-reset/secret-token';
import { AccessLogService } from 'src/access-log/access-log.service';
import { type AccessLogAction } from 'src/access-log/access-log-entry.entity';
import { AuditService } from 'src/audit/audit.service';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { CompaniesService } from 'src/companies/companies.service';
import { type CompanyProductView } from 'src/companies/company-view';
import { OrganisationScopeService } from 'src/companies/organisation-scope.service';
import { Environment } from 'src/config/environment';
import { MailService } from 'src/mail/mail.service';
import { definedOnly } from 'src/users/defined-only';
import { NationalIdCipher } from 'src/users/national-id/national-id-cipher';
import { User } from 'src/users/user.entity';
import { type CreateInvitationDto } from './dto/create-invitation.dto';
import { type InvitationStatus } from './dto/invitation-list.query';
import { type InvitationPageDto, type InvitationViewDto } from './dto/invitation-view.dto';
import { type UpdateInvitationDto } from './dto/update-invitation.dto';
import { InvitationCareService } from './invitation-care';
import { InvitationFormChecksService } from './invitation-form-checks.service';
import { invitationMail } from './invitation-mail';
import { invitationView, shownInvitee, storedInvitee } from './invitation-view';
import { Invitation, type InviteeDetails, type StoredInviteeDetails } from './invitation.entity';

/** What a list of invitations is narrowed to (besides the caller's scope). */
export interface InvitationCriteria {
  companyUuid?: string;
  unitUuid?: string;
  status?: InvitationStatus;
  /** Words each found in the invitee's first name, last name or e-mail. */
  keyword?: string;
  uuids?: string[];
}

export const INVITATION_SORTS = ['created_at', 'expires_at', 'email', 'last_name'] as const;
export type InvitationSort = (typeof INVITATION_SORTS)[number];

export interface InvitationPageRequest {
  offset: number;
  limit: number;
  sort: InvitationSort;
  order: 'asc' | 'desc';
  /** The admin resource's sort by record field: replaces sort and order. */
  orderBy?: QueryOrderMap<Invitation>[];
}

const RELATIONS = ['user', 'company', 'unit', 'therapist', 'program'] as const;

/**
 * Invitations: creating one makes the invitee's account (without a password) and mails a link to
 * client-web's invite page; updating a pending one changes the details and mails a fresh link.
 * Accepting happens in access/invite-password (see invitation-acceptance). Each write is audited;
 * reads and writes of a client's invitation (their personal details) are access-logged.
 */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly checks: InvitationFormChecksService,
    private readonly scope: OrganisationScopeService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly accessLog: AccessLogService,
    @Inject(Environment) private readonly environment: Environment,
    private readonly companies: CompaniesService,
    private readonly care: InvitationCareService,
    private readonly nationalIds: NationalIdCipher,
  ) {}

  /** The company's selected, enabled products, for a caller who may invite to it (else 404). */
  async invitableProducts(
    caller: CallerAccess,
    companyUuid: string,
    lang: Language,
  ): Promise<CompanyProductView[]> {
    const company = await this.care.invitableCompany(caller, companyUuid);
    const { products } = await this.companies.view(company, lang);
    return products.filter((product) => product.is_selected && !product.is_disabled);
  }

  async show(caller: CallerAccess, uuid: string): Promise<InvitationViewDto> {
    const invitation = await this.load(caller, 'read', uuid);
    await this.logClient(caller, invitation, 'read');
    return invitationView(invitation, this.nationalIds);
  }

  async create(caller: CallerAccess, form: CreateInvitationDto): Promise<InvitationViewDto> {
    const resolved = await this.checks.resolve(caller, 'create', form, null);
    const care = await this.care.resolve(caller, form, resolved.company ?? null);
    const token = newSecretToken();
    const details: InviteeDetails = {
      user_uuid: randomUUID(),
      first_name: form.first_name,
      last_name: form.last_name,
      email: form.email,
      phone: form.phone,
      national_id: form.national_id,
      default_lang: form.default_lang ?? 'sv',
    };
    const invitation = await this.inTransaction(async (em) => {
      // An account that existed before is invited as it is; otherwise the invitation makes one.
      const existing = resolved.existing ? em.merge(resolved.existing) : null;
      const user = existing ?? this.newAccount(em, details, form.role ?? 'client');
      const created = em.create(Invitation, {
        user,
        invitee: existing ? storedInvitee(details, this.nationalIds) : null,
        company: resolved.company ?? null,
        unit: resolved.unit ?? null,
        role: form.role ?? 'client',
        companyRole: form.company_role ?? 'standard-user',
        permissions: resolved.permissions ?? [],
        products: resolved.products ?? [],
        tokenHash: secretTokenHash(token),
        expiresAt: this.expiry(),
        invitedBy: caller.actorUuid,
        therapist: care.therapist ? em.merge(care.therapist) : null,
        program: care.program ? em.merge(care.program) : null,
      });
      await em.flush();
      await this.recordWrite(caller, created, 'create');
      return created;
    });
    await this.sendMail(invitation, token);
    return invitationView(invitation, this.nationalIds);
  }

  /** Changes a pending (or expired) invitation and mails a fresh link; the old link stops working. */
  async update(
    caller: CallerAccess,
    uuid: string,
    form: UpdateInvitationDto,
  ): Promise<InvitationViewDto> {
    const invitation = await this.load(caller, 'update', uuid);
    if (invitation.acceptedAt) throw alreadyAccepted();
    const ownAccount = ownsAccount(invitation);
    const resolved = await this.checks.resolve(caller, 'update', form, {
      company: invitation.company,
      unit: invitation.unit,
      invitationId: invitation.id,
      ownAccountId: ownAccount ? invitation.user.id : null,
    });
    const token = newSecretToken();
    await this.inTransaction(async (em) => {
      // The row lock orders this against an acceptance racing with it (which also locks).
      const locked = await em.findOneOrFail(Invitation, invitation.id, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
      });
      if (locked.acceptedAt) throw alreadyAccepted();
      await this.updateInvitee(em, invitation, form, resolved.existing);
      em.assign(
        invitation,
        definedOnly({
          company: resolved.company,
          unit: resolved.unit,
          role: form.role,
          companyRole: form.company_role,
          permissions: resolved.permissions,
          products: resolved.products,
          tokenHash: secretTokenHash(token),
          expiresAt: this.expiry(),
        }),
      );
      await em.flush();
      await this.recordWrite(caller, invitation, 'update');
    });
    await this.sendMail(invitation, token);
    return invitationView(invitation, this.nationalIds);
  }

  /** A page of the invitations in the caller's scope, narrowed by the criteria. */
  async page(
    caller: CallerAccess,
    criteria: InvitationCriteria,
    request: InvitationPageRequest,
  ): Promise<{ rows: InvitationViewDto[]; total: number }> {
    const scope = this.scope.invitationCondition(caller, 'read');
    if (!scope) return { rows: [], total: 0 };
    const where: FilterQuery<Invitation>[] = [scope, ...conditions(criteria)];
    const [rows, total] = await this.em.findAndCount(
      Invitation,
      { $and: where },
      {
        populate: RELATIONS,
        orderBy: request.orderBy ?? [sortOrder(request.sort, request.order), { id: request.order }],
        offset: request.offset,
        limit: request.limit,
      },
    );
    return { rows: rows.map((row) => invitationView(row, this.nationalIds)), total };
  }

  /** GET /api/v1/invitations: numbered pages. */
  async list(
    caller: CallerAccess,
    criteria: InvitationCriteria,
    page: number,
    perPage: number,
  ): Promise<InvitationPageDto> {
    const { rows, total } = await this.page(caller, criteria, {
      offset: (page - 1) * perPage,
      limit: perPage,
      sort: 'created_at',
      order: 'desc',
    });
    return { data: rows, total, page, per_page: perPage };
  }

  /**
   * The invitation if the caller's grant for `action` covers its company or unit (or a unit above
   * it); 404 otherwise.
   */
  private async load(
    caller: CallerAccess,
    action: 'read' | 'update',
    uuid: string,
  ): Promise<Invitation> {
    const invitation = await this.em.findOne(Invitation, { uuid }, { populate: RELATIONS });
    if (!invitation) throw ApiException.notFound();
    await this.scope.assertCan(caller, action, 'user-invitation', {
      companyUuid: invitation.company?.uuid ?? null,
      unitUuid: invitation.unit?.uuid ?? null,
    });
    return invitation;
  }

  /** A user's stored personal-number columns: sealed, and its blind index. */
  private nationalIdColumns(
    nationalId: string | null,
  ): Pick<User, 'nationalIdSealed' | 'nationalIdIndex'> {
    const { sealed, index } = this.nationalIds.columns(nationalId);
    return { nationalIdSealed: sealed, nationalIdIndex: index };
  }

  /** The account an invitation makes for a person who has none (no password until accepted). */
  private newAccount(em: EntityManager, details: InviteeDetails, role: Role): User {
    return em.create(User, {
      uuid: details.user_uuid,
      email: details.email,
      firstName: details.first_name,
      lastName: details.last_name,
      phone: details.phone,
      ...this.nationalIdColumns(details.national_id),
      role,
      defaultLang: details.default_lang as Language,
    });
  }

  /**
   * Applies changed invitee details. The account the invitation made takes them itself; an
   * account that existed before is never changed (the details stay on the invitation). When the
   * e-mail or national id now names another account outside the inviter's scope, the invitation
   * moves to it (the account it had made goes, unused); when it names nobody any more, the
   * invitation makes an account again.
   */
  private async updateInvitee(
    em: EntityManager,
    invitation: Invitation,
    form: UpdateInvitationDto,
    existing: User | null | undefined,
  ): Promise<void> {
    const before = invitation.user;
    const owned = ownsAccount(invitation);
    const details: InviteeDetails = {
      ...shownInvitee(invitation, this.nationalIds),
      ...definedOnly({
        first_name: form.first_name,
        last_name: form.last_name,
        email: form.email,
        phone: form.phone,
        national_id: form.national_id,
        default_lang: form.default_lang,
      }),
    };
    const target = existing === undefined ? (owned ? null : before) : existing;
    if (target === null && owned) {
      em.assign(
        before,
        definedOnly({
          firstName: form.first_name,
          lastName: form.last_name,
          email: form.email,
          phone: form.phone,
          ...(form.national_id === undefined ? {} : this.nationalIdColumns(form.national_id)),
          role: form.role,
          defaultLang: form.default_lang,
        }),
      );
      return;
    }
    invitation.user = target
      ? em.merge(target)
      : this.newAccount(em, details, form.role ?? invitation.role);
    invitation.invitee = target ? storedInvitee(details, this.nationalIds) : null;
    await em.flush();
    if (owned && invitation.user.id !== before.id) await this.dropUnusedAccount(em, before);
  }

  /** An account an invitation made, never activated and named by no other invitation. */
  private async dropUnusedAccount(em: EntityManager, user: User): Promise<void> {
    if (user.activatedAt) return;
    if ((await em.count(Invitation, { user })) > 0) return;
    await em.nativeDelete(User, { id: user.id, activatedAt: null, passwordHash: null });
  }

  private expiry(): Date {
    return new Date(Date.now() + this.environment.INVITATION_VALID_DAYS * 24 * 60 * 60_000);
  }

  private async sendMail(invitation: Invitation, token: string): Promise<void> {
    const { user } = invitation;
    await this.mail.send(
      invitationMail({
        to: user.email,
        firstName: user.firstName,
        language: user.defaultLang,
        companyName: invitation.company?.name ?? null,
        link: `${this.environment.CLIENT_WEB_URL.replace(/\/+$/, '')}/session/invite/${token}`,
        validDays: this.environment.INVITATION_VALID_DAYS,
      }),
    );
  }

  private async recordWrite(
    caller: CallerAccess,
    invitation: Invitation,
    action: 'create' | 'update',
  ): Promise<void> {
    await this.logClient(caller, invitation, action);
    await this.audit.record(caller, {
      event: `invitation.${action}`,
      subjectType: 'invitation',
      subjectId: invitation.uuid,
      details: {
        user_uuid: invitation.user.uuid,
        role: invitation.role,
        company_uuid: invitation.company?.uuid ?? null,
        unit_uuid: invitation.unit?.uuid ?? null,
        company_role: invitation.companyRole,
        permissions: invitation.permissions,
        products: invitation.products,
        therapist_uuid: invitation.therapist?.uuid ?? null,
        program_uuid: invitation.program?.uuid ?? null,
      },
    });
  }

  /** A client's invitation holds their personal details: staff access to it is logged. */
  private async logClient(
    caller: CallerAccess,
    invitation: Invitation,
    action: AccessLogAction,
  ): Promise<void> {
    if (invitation.role !== 'client') return;
    await this.accessLog.record(caller, {
      clientUuid: invitation.user.uuid,
      action,
      resource: 'user.invitation',
      resourceId: invitation.uuid,
    });
  }

  /** Runs the writes in one transaction; a unique violation lost to a race is a field error. */
  private async inTransaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.em.transactional(work);
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      const constraint = 'constraint' in error ? String(error.constraint) : '';
      if (constraint === 'users_email_unique') {
        throw ApiException.invalidData({ email: [{ key: 'invitations.emailExists' }] });
      }
      if (constraint === 'users_national_id_index_unique') {
        throw ApiException.invalidData({ national_id: [{ key: 'invitations.userExists' }] });
      }
      throw error;
    }
  }
}

/**
 * Whether the invitation's account is the one it made (its details are the invitee's): not for an
 * account that existed before, nor one that was activated meanwhile (by another invitation).
 */
function ownsAccount(invitation: Invitation): boolean {
  return invitation.invitee === null && invitation.user.activatedAt === null;
}

function alreadyAccepted(): ApiException {
  return new ApiException(HttpStatus.CONFLICT, { key: 'invitations.alreadyAccepted' });
}

function conditions(criteria: InvitationCriteria): FilterQuery<Invitation>[] {
  const now = new Date();
  const result: FilterQuery<Invitation>[] = [];
  if (criteria.companyUuid) result.push({ company: { uuid: criteria.companyUuid } });
  if (criteria.unitUuid) result.push({ unit: { uuid: criteria.unitUuid } });
  if (criteria.uuids) result.push({ uuid: { $in: criteria.uuids } });
  if (criteria.status === 'accepted') result.push({ acceptedAt: { $ne: null } });
  if (criteria.status === 'pending') result.push({ acceptedAt: null, expiresAt: { $gt: now } });
  if (criteria.status === 'expired') result.push({ acceptedAt: null, expiresAt: { $lte: now } });
  for (const word of (criteria.keyword ?? '').split(/\s+/).filter(Boolean)) {
    const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // The details the inviter gave (see shownInvitee), never those of an account that existed.
    result.push({
      $or: [
        {
          invitee: null,
          user: {
            $or: [
              { firstName: { $ilike: like } },
              { lastName: { $ilike: like } },
              { email: { $ilike: like } },
            ],
          },
        },
        { invitee: { first_name: { $ilike: like } } },
        { invitee: { last_name: { $ilike: like } } },
        { invitee: { email: { $ilike: like } } },
      ],
    });
  }
  return result;
}

function sortOrder(sort: InvitationSort, order: 'asc' | 'desc') {
  switch (sort) {
    case 'created_at':
      return { createdAt: order };
    case 'expires_at':
      return { expiresAt: order };
    case 'email':
      return { [raw((row: string) => shownColumn(row, 'email', 'email'))]: order };
    case 'last_name':
      return { [raw((row: string) => shownColumn(row, 'last_name', 'last_name'))]: order };
  }
}

/**
 * SQL for an invitee detail as the invitation shows it (see shownInvitee): the inviter's own
 * words for an account that existed before, else the invited account's column.
 */
export function shownColumn(
  row: string,
  field: keyof StoredInviteeDetails,
  column: string,
): string {
  return (
    `coalesce(${row}.invitee->>'${field}', ` +
    `(select u.${column} from users u where u.id = ${row}.user_id))`
  );
}
