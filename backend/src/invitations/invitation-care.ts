import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { type Role } from '@sinnro/access';
import { type CallerAccess } from 'src/access/caller-access';
import { TherapistAssignment } from 'src/care-team/therapist-assignment.entity';
import { ApiException, type FieldErrors } from 'src/common/errors/api-exception';
import { type MessageRef } from 'src/common/i18n/messages';
import { type Language } from 'src/common/i18n/language';
import { CompanyMember } from 'src/companies/company-member.entity';
import { Company } from 'src/companies/company.entity';
import { OrganisationScopeService } from 'src/companies/organisation-scope.service';
import { ContentModule } from 'src/content/content-module.entity';
import { CompanyProgram } from 'src/programs/company-program.entity';
import { ProgramModule } from 'src/programs/program-module.entity';
import { Program } from 'src/programs/program.entity';
import { SubscriptionModel } from 'src/programs/subscription-model.entity';
import { ProgramSubscription } from 'src/subscriptions/program-subscription.entity';
import { addDays, todayUtc } from 'src/subscriptions/subscription-dates';
import { SubscriptionModule } from 'src/subscriptions/subscription-module.entity';
import { SubscriptionProgram } from 'src/subscriptions/subscription-program.entity';
import { User } from 'src/users/user.entity';
import { type Invitation } from './invitation.entity';

/** The role of the clinicians a clinic's invitation may name as the client's therapist. */
export const CLINIC_THERAPIST: Role = 'clinic-therapist';

export class CareTherapistDto {
  @ApiProperty({ format: 'uuid' })
  uuid!: string;

  @ApiProperty()
  name!: string;
}

export class CareProgramDto {
  @ApiProperty({ format: 'uuid' })
  uuid!: string;

  @ApiProperty({ description: 'In the asked language (Swedish when it has no text in it)' })
  name!: string;

  @ApiProperty({ format: 'uuid' })
  subscription_model_uuid!: string;

  @ApiProperty({ description: 'Self study or Therapist assisted' })
  subscription_model_name!: string;
}

/** What an invitation of a client to the company may carry besides its services. */
export class InvitationCareOptionsDto {
  @ApiProperty({ type: [CareTherapistDto], description: 'The company’s clinic therapists' })
  therapists!: CareTherapistDto[];

  @ApiProperty({
    type: [CareProgramDto],
    description: 'The programs the company offers that have a published module',
  })
  programs!: CareProgramDto[];
}

export interface InvitationCare {
  therapist: User | null;
  program: Program | null;
}

/**
 * The care a clinic's invitation of a client carries: the clinic therapist who treats them and
 * the program they start. Both must be the clinic's own (a clinic therapist who is a member of the
 * invitation's company; a program the company offers with a published module): 400 otherwise.
 * A clinic therapist who invites a client and names nobody becomes that client's therapist, so the
 * client they invited is in their list (their `[therapist]` scope reaches assigned clients only).
 */
@Injectable()
export class InvitationCareService {
  constructor(
    private readonly em: EntityManager,
    private readonly scope: OrganisationScopeService,
  ) {}

  /** The company when the caller may invite someone to it (the company or a unit of it), else 404. */
  async invitableCompany(caller: CallerAccess, companyUuid: string): Promise<Company> {
    const company = await this.em.findOne(Company, { uuid: companyUuid });
    const allowed =
      company !== null &&
      ((await this.scope.can(caller, 'create', 'user-invitation', {
        companyUuid: company.uuid,
        unitUuid: null,
      })) ||
        (await this.scope.reachesSomeUnit(caller, 'create', 'user-invitation', company)));
    if (!company || !allowed) throw ApiException.notFound();
    return company;
  }

  /** The therapists and programs an invitation to the company may name; 404 outside the scope. */
  async options(
    caller: CallerAccess,
    companyUuid: string,
    language: Language,
  ): Promise<InvitationCareOptionsDto> {
    const company = await this.invitableCompany(caller, companyUuid);
    const [therapists, programs] = await Promise.all([
      this.therapists(company),
      this.programs(company, language),
    ]);
    return {
      therapists: therapists.map((user) => ({
        uuid: user.uuid,
        name: `${user.firstName} ${user.lastName}`,
      })),
      programs,
    };
  }

  /**
   * The therapist and program of an invitation form, checked against the invitation's company.
   * Nothing named: none, except that a clinic therapist inviting a client treats them.
   */
  async resolve(
    caller: CallerAccess,
    form: { therapist_uuid?: string; program_uuid?: string; role?: Role },
    company: Company | null,
  ): Promise<InvitationCare> {
    const role = form.role ?? 'client';
    const named = form.therapist_uuid !== undefined || form.program_uuid !== undefined;
    if (!named) {
      const inviterTreats = role === 'client' && caller.user.role === CLINIC_THERAPIST && company;
      if (!inviterTreats) return { therapist: null, program: null };
      const self = await this.clinicTherapist(company, caller.user.uuid);
      return { therapist: self, program: null };
    }
    const errors: FieldErrors = {};
    const fail = (field: string, ref: MessageRef) => void (errors[field] ??= []).push(ref);
    const fields = (['therapist_uuid', 'program_uuid'] as const).filter(
      (field) => form[field] !== undefined,
    );
    if (role !== 'client') {
      for (const field of fields) fail(field, { key: 'invitations.careOnlyForClients' });
      throw ApiException.invalidData(errors);
    }
    if (!company) {
      for (const field of fields) fail(field, { key: 'invitations.careNeedsCompany' });
      throw ApiException.invalidData(errors);
    }
    let therapist: User | null = null;
    let program: Program | null = null;
    if (form.therapist_uuid !== undefined) {
      therapist = await this.clinicTherapist(company, form.therapist_uuid);
      if (!therapist) fail('therapist_uuid', { key: 'invitations.therapistNotOfClinic' });
    }
    if (form.program_uuid !== undefined) {
      program = await this.offeredProgram(company, form.program_uuid);
      if (!program) fail('program_uuid', { key: 'invitations.programNotOfClinic' });
    }
    if (Object.keys(errors).length > 0) throw ApiException.invalidData(errors);
    return { therapist, program };
  }

  private async therapists(company: Company): Promise<User[]> {
    return this.em
      .createQueryBuilder(User, 'u')
      .select('*')
      .where({
        role: CLINIC_THERAPIST,
        blockedAt: null,
        'u.id': {
          $in: this.em
            .createQueryBuilder(CompanyMember, 'cm')
            .select('cm.user')
            .where({ company })
            .getKnexQuery(),
        },
      })
      .orderBy([{ firstName: 'asc' }, { lastName: 'asc' }, { id: 'asc' }])
      .getResult();
  }

  private async clinicTherapist(company: Company, uuid: string): Promise<User | null> {
    const user = await this.em.findOne(User, { uuid, role: CLINIC_THERAPIST, blockedAt: null });
    if (!user) return null;
    return (await this.em.count(CompanyMember, { company, user })) > 0 ? user : null;
  }

  private async offeredProgram(company: Company, uuid: string): Promise<Program | null> {
    const offered = await this.em.findOne(
      CompanyProgram,
      { company, program: { uuid } },
      { populate: ['program'] },
    );
    if (!offered) return null;
    const published = await this.em.count(ProgramModule, {
      program: offered.program,
      module: { isPublished: true },
    });
    return published > 0 ? offered.program : null;
  }

  private async programs(company: Company, language: Language): Promise<CareProgramDto[]> {
    const rows = await this.em.execute<
      { uuid: string; name: string; model_uuid: string; model_name: string }[]
    >(
      `select p.uuid,
              coalesce(own.plain_name, sv.plain_name, '') as name,
              m.uuid as model_uuid, m.name as model_name
         from company_programs cp
         join programs p on p.id = cp.program_id
         join subscription_models m on m.id = p.subscription_model_id
         left join program_texts own on own.program_id = p.id and own.language = ?
         left join program_texts sv on sv.program_id = p.id and sv.language = 'sv'
        where cp.company_id = ?
          and exists (select 1 from program_modules pm join modules cm on cm.id = pm.module_id
                       where pm.program_id = p.id and cm.is_published)
        order by name, p.id`,
      [language, company.id],
    );
    return rows.map((row) => ({
      uuid: row.uuid,
      name: row.name,
      subscription_model_uuid: row.model_uuid,
      subscription_model_name: row.model_name,
    }));
  }
}

/**
 * What an accepted invitation's care gives the client, in the acceptance's transaction (the uuids
 * of the therapist assigned and the program subscribed, null for what was there already): the
 * therapist's assignment (unless it is active already) and a subscription to the program (unless
 * the client holds an active one of its model: a client holds one per model), starting today
 * with the program's published modules in program order (modules, then assessments), the first
 * open (every one when the program opens all).
 */
export async function applyInvitationCare(
  tx: EntityManager,
  invitation: Pick<Invitation, 'user' | 'therapist' | 'program'>,
): Promise<{ assigned: string | null; subscribed: string | null }> {
  const client = tx.getReference(User, invitation.user.id);
  let assigned: string | null = null;
  let subscribed: string | null = null;
  if (invitation.therapist) {
    const therapist = await tx.findOneOrFail(User, invitation.therapist.id);
    if (!(await tx.findOne(TherapistAssignment, { client, therapist, endedAt: null }))) {
      tx.create(TherapistAssignment, { client, therapist });
      assigned = therapist.uuid;
    }
  }
  if (invitation.program) {
    const program = await tx.findOneOrFail(Program, invitation.program.id, {
      populate: ['subscriptionModel'],
    });
    const held = await tx.count(ProgramSubscription, {
      user: client,
      subscriptionModel: program.subscriptionModel,
      status: 'active',
      $or: [{ endDate: null }, { endDate: { $gte: todayUtc() } }],
    });
    if (held === 0) {
      const start = todayUtc();
      const subscription = tx.create(ProgramSubscription, {
        user: client,
        subscriptionModel: tx.getReference(SubscriptionModel, program.subscriptionModel.id),
        startDate: start,
        endDate: addDays(start, program.durationDays),
      });
      tx.create(SubscriptionProgram, { subscription, program });
      const items = await tx.find(
        ProgramModule,
        { program, module: { isPublished: true } },
        { orderBy: { kind: 'desc', position: 'asc' } },
      );
      const moduleIds = [...new Set(items.map((item) => item.module.id))];
      moduleIds.forEach((moduleId, index) =>
        tx.create(SubscriptionModule, {
          subscription,
          module: tx.getReference(ContentModule, moduleId),
          position: index + 1,
          isOpen: program.openAllModules || index === 0,
        }),
      );
      subscribed = program.uuid;
    }
  }
  return { assigned, subscribed };
}
