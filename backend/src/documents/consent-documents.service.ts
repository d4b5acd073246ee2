import {
  type FilterQuery,
  UniqueConstraintViolationException,
  type QueryOrderMap,
} from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AuditService } from 'src/audit/audit.service';
import { ApiException } from 'src/common/errors/api-exception';
import { CompanyMember } from 'src/companies/company-member.entity';
import { Company } from 'src/companies/company.entity';
import { ConsentAcceptance } from './consent-acceptance.entity';
import {
  type ConsentAcceptanceView,
  consentAcceptanceView,
  type ConsentDocumentView,
  consentDocumentView,
} from './consent-document-view';
import { ConsentDocument } from './consent-document.entity';
import {
  type CreateConsentDocumentDto,
  type UpdateConsentDocumentDto,
} from './dto/consent-document.dto';

export interface ConsentDocumentFilter {
  companyUuid?: string;
  active?: boolean;
  uuids?: string[];
}

export interface ConsentDocumentPage {
  offset: number;
  limit: number;
  orderBy: 'created_at' | 'title' | 'version';
  order: 'asc' | 'desc';
  /** The admin resource's sort by record field: replaces orderBy and order. */
  sort?: QueryOrderMap<ConsentDocument>[];
}

const ORDER_FIELD = { created_at: 'createdAt', title: 'titleSv', version: 'version' } as const;

/**
 * A company's consent texts. Platform staff who manage companies (`company.update.[*]`) write
 * them; whoever may read the company (its company admins, staff) reads them; a member of the
 * company accepts the current version of an active one.
 */
@Injectable()
export class ConsentDocumentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  async list(
    caller: CallerAccess,
    filter: ConsentDocumentFilter,
    page: ConsentDocumentPage = { offset: 0, limit: 1000, orderBy: 'created_at', order: 'desc' },
  ): Promise<[ConsentDocumentView[], number]> {
    const where = this.scoped(caller, filter);
    if (where === null) return [[], 0];
    const [documents, total] = await this.em.findAndCount(ConsentDocument, where, {
      populate: ['company'],
      orderBy: page.sort ?? { [ORDER_FIELD[page.orderBy]]: page.order, id: page.order },
      offset: page.offset,
      limit: page.limit,
    });
    return [documents.map(consentDocumentView), total];
  }

  async show(caller: CallerAccess, uuid: string): Promise<ConsentDocumentView> {
    return consentDocumentView(await this.load(caller, 'read', uuid));
  }

  async create(caller: CallerAccess, dto: CreateConsentDocumentDto): Promise<ConsentDocumentView> {
    const company = await this.em.findOne(Company, { uuid: dto.company_uuid.toLowerCase() });
    if (!company) {
      throw ApiException.invalidData({
        company_uuid: [{ key: 'consentDocuments.companyUnknown' }],
      });
    }
    caller.assertCan('update', 'company', { companyUuid: company.uuid });
    const document = this.em.create(ConsentDocument, {
      company,
      titleSv: dto.title.sv,
      titleEn: dto.title.en,
      bodySv: dto.body.sv,
      bodyEn: dto.body.en,
      active: dto.active ?? true,
    });
    await this.em.flush();
    await this.recordChange(caller, 'consent-document.created', document);
    return consentDocumentView(document);
  }

  async update(
    caller: CallerAccess,
    uuid: string,
    dto: UpdateConsentDocumentDto,
  ): Promise<ConsentDocumentView> {
    const document = await this.load(caller, 'update', uuid);
    const before = textOf(document);
    if (dto.title) Object.assign(document, { titleSv: dto.title.sv, titleEn: dto.title.en });
    if (dto.body) Object.assign(document, { bodySv: dto.body.sv, bodyEn: dto.body.en });
    if (dto.active !== undefined) document.active = dto.active;
    if (textOf(document) !== before) document.version += 1;
    await this.em.flush();
    await this.recordChange(caller, 'consent-document.updated', document);
    return consentDocumentView(document);
  }

  /**
   * The caller accepts the current version of an active consent document of one of their
   * companies. Accepting the same version again answers the first acceptance. An impersonating
   * admin cannot consent on the user's behalf.
   */
  async accept(caller: CallerAccess, uuid: string): Promise<ConsentAcceptanceView> {
    if (caller.impersonatorUuid !== null) throw ApiException.forbidden();
    const document = await this.em.findOne(
      ConsentDocument,
      { uuid: uuid.toLowerCase() },
      { populate: ['company'] },
    );
    const member =
      document &&
      (await this.em.count(CompanyMember, { user: caller.user.id, company: document.company }));
    if (!document || !member) throw ApiException.notFound();
    if (!document.active) throw ApiException.conflict('consentDocuments.inactive');
    const key = { consentDocument: document, user: caller.user.id, version: document.version };
    const existing = await this.em.findOne(ConsentAcceptance, key, {
      populate: ['consentDocument.company'],
    });
    if (existing) return consentAcceptanceView(existing);
    try {
      const acceptance = this.em.create(ConsentAcceptance, { ...key, user: caller.user });
      await this.em.flush();
      return consentAcceptanceView(acceptance);
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      this.em.clear();
      const raced = await this.em.findOneOrFail(ConsentAcceptance, key, {
        populate: ['consentDocument.company'],
      });
      return consentAcceptanceView(raced);
    }
  }

  /** The consents a user has accepted, newest first (the User's `consent_documents` field). */
  async acceptedBy(userId: number): Promise<ConsentAcceptanceView[]> {
    const acceptances = await this.em.find(
      ConsentAcceptance,
      { user: userId },
      {
        populate: ['consentDocument.company'],
        orderBy: { acceptedAt: 'desc', id: 'desc' },
      },
    );
    return acceptances.map(consentAcceptanceView);
  }

  private async load(
    caller: CallerAccess,
    action: 'read' | 'update',
    uuid: string,
  ): Promise<ConsentDocument> {
    const document = await this.em.findOne(
      ConsentDocument,
      { uuid: uuid.toLowerCase() },
      { populate: ['company'] },
    );
    if (!document) throw ApiException.notFound();
    caller.assertCan(action, 'company', { companyUuid: document.company.uuid });
    return document;
  }

  /** The filter in the caller's company-read scope; null when the scope admits nothing. */
  private scoped(
    caller: CallerAccess,
    filter: ConsentDocumentFilter,
  ): FilterQuery<ConsentDocument> | null {
    const scope = caller.filter('read', 'company');
    if (scope.kind === 'none') return null;
    const where: FilterQuery<ConsentDocument> & Record<string, unknown> = {};
    const companyUuids = scope.kind === 'some' ? scope.companyUuids : null;
    if (filter.companyUuid) {
      const wanted = filter.companyUuid.toLowerCase();
      if (companyUuids && !companyUuids.includes(wanted)) return null;
      where.company = { uuid: wanted };
    } else if (companyUuids) {
      where.company = { uuid: { $in: companyUuids } };
    }
    if (filter.active !== undefined) where.active = filter.active;
    if (filter.uuids) where.uuid = { $in: filter.uuids.map((uuid) => uuid.toLowerCase()) };
    return where;
  }

  private async recordChange(
    caller: CallerAccess,
    event: string,
    document: ConsentDocument,
  ): Promise<void> {
    await this.audit.record(caller, {
      event,
      subjectType: 'consent-document',
      subjectId: document.uuid,
      details: { company_uuid: document.company.uuid, version: document.version },
    });
  }
}

function textOf(document: ConsentDocument): string {
  return JSON.stringify([document.titleSv, document.titleEn, document.bodySv, document.bodyEn]);
}
