import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { Company } from 'src/companies/company.entity';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { type ProgramListQuery } from './dto/program-list.query';
import { criteriaFrom } from './program-list-criteria';
import { listFields, ProgramListService } from './program-list.service';
import {
  ccListRow,
  type CcProgramListRow,
  listRow,
  type PageMeta,
  pageMeta,
  type ProgramListRow,
} from './program-views';

export interface ProgramListAnswer extends PageMeta {
  data: ProgramListRow[];
}

export interface CcProgramListAnswer extends PageMeta {
  data: CcProgramListRow[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The program lists of the spec's paths: admin, content creator and a company's programs. */
@Injectable()
export class ProgramsCatalogueService {
  constructor(
    private readonly em: EntityManager,
    private readonly lists: ProgramListService,
  ) {}

  async list(query: ProgramListQuery, language: Language): Promise<ProgramListAnswer> {
    const page = await this.lists.page(criteriaFrom(query, language));
    const fields = listFields(query.fields);
    return {
      data: page.rows.map((row) => listRow(row, fields)),
      ...pageMeta(page.total, page.page, page.perPage, page.rows.length),
    };
  }

  async ccList(query: ProgramListQuery, language: Language): Promise<CcProgramListAnswer> {
    const page = await this.lists.page({ ...criteriaFrom(query, language), withModules: true });
    return {
      data: page.rows.map((row) => ccListRow(row, language)),
      ...pageMeta(page.total, page.page, page.perPage, page.rows.length),
    };
  }

  /** Every program a company offers; 404 for a company outside the caller's company.read scope. */
  async ofCompany(
    caller: CallerAccess,
    companyUuid: string,
    query: ProgramListQuery,
    language: Language,
  ): Promise<ProgramListAnswer> {
    if (!UUID.test(companyUuid)) throw ApiException.notFound();
    caller.assertCan('read', 'company', { companyUuid });
    const company = await this.em.findOne(Company, { uuid: companyUuid }, { fields: ['id'] });
    if (!company) throw ApiException.notFound();
    const page = await this.lists.page({ ...criteriaFrom(query, language), companyId: company.id });
    const fields = listFields(query.fields);
    return {
      data: page.rows.map((row) => listRow(row, fields)),
      ...pageMeta(page.total, page.page, page.perPage, page.rows.length),
    };
  }
}
