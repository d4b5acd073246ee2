import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AuditService } from 'src/audit/audit.service';
import { ApiException } from 'src/common/errors/api-exception';
import { CompanyUnit } from './company-unit.entity';
import { costCentreView, type CostCentreView } from './company-view';
import { CostCentre } from './cost-centre.entity';
import { type CreateCostCentreDto } from './dto/cost-centre.dto';
import { OrganisationScopeService } from './organisation-scope.service';

/** A company's cost centres: read with the company, created by those who may update it. */
@Injectable()
export class CostCentresService {
  constructor(
    private readonly em: EntityManager,
    private readonly scope: OrganisationScopeService,
    private readonly audit: AuditService,
  ) {}

  async list(caller: CallerAccess, companyUuid: string): Promise<CostCentreView[]> {
    const company = await this.scope.company(caller, 'read', { uuid: companyUuid });
    const centres = await this.em.find(
      CostCentre,
      { company },
      { populate: ['unit'], orderBy: [{ code: 'asc' }, { id: 'asc' }] },
    );
    return centres.map(costCentreView);
  }

  async create(
    caller: CallerAccess,
    companyUuid: string,
    form: CreateCostCentreDto,
  ): Promise<CostCentreView> {
    const company = await this.scope.company(caller, 'update', { uuid: companyUuid });
    const unit = form.unit_uuid
      ? await this.em.findOne(CompanyUnit, { uuid: form.unit_uuid, company })
      : null;
    if (form.unit_uuid && !unit) {
      throw ApiException.invalidData({ unit_uuid: [{ key: 'costCentres.unitUnknown' }] });
    }
    if ((await this.em.count(CostCentre, { company, code: form.code })) > 0) throw codeTaken();
    const centre = this.em.create(CostCentre, { company, unit, code: form.code, name: form.name });
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw codeTaken();
      throw error;
    }
    await this.audit.record(caller, {
      event: 'cost-centre.create',
      subjectType: 'company',
      subjectId: company.uuid,
      details: { cost_centre_uuid: centre.uuid },
    });
    return costCentreView(centre);
  }
}

function codeTaken(): ApiException {
  return ApiException.invalidData({ code: [{ key: 'costCentres.codeTaken' }] });
}
