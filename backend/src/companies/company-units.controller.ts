import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { CompanyUnitsService } from './company-units.service';
import { type CostCentreView, type UnitView } from './company-view';
import { CostCentresService } from './cost-centres.service';
import { CreateCostCentreDto } from './dto/cost-centre.dto';
import { CreateUnitDto, UnitListQuery, UpdateUnitDto } from './dto/unit.dto';
import { UuidParamPipe } from './uuid-param.pipe';

/**
 * Units and sub-units of a company, and its cost centres. A grant on a unit covers its sub-units
 * at any depth; anything outside the caller's scope answers 404.
 */
@ApiTags('companies')
@ApiBearerAuth()
@Controller('api/v1/companies/:company')
export class CompanyUnitsController {
  constructor(
    private readonly units: CompanyUnitsService,
    private readonly costCentres: CostCentresService,
  ) {}

  @Get('units')
  @RequirePermission('company-unit.read')
  @ApiOperation({
    summary: 'Units in scope by name, each with parent_uuid and sub_units_count.',
    description: 'all=true lists every unit at any depth; otherwise the top of what is visible.',
  })
  list(
    @Access() caller: CallerAccess,
    @Param('company', UuidParamPipe) company: string,
    @Query() query: UnitListQuery,
  ): Promise<UnitView[]> {
    return this.units.list(caller, company, query.all);
  }

  @Post('units')
  @RequirePermission('company-unit.create')
  @ApiOperation({ summary: 'Creates a unit, or a sub-unit under parent_uuid (201).' })
  create(
    @Access() caller: CallerAccess,
    @Param('company', UuidParamPipe) company: string,
    @Body() form: CreateUnitDto,
  ): Promise<UnitView> {
    return this.units.create(caller, company, form);
  }

  @Get('units/:unit')
  @RequirePermission('company-unit.read')
  @ApiOperation({ summary: 'One unit or sub-unit with its legal-entity fields.' })
  show(
    @Access() caller: CallerAccess,
    @Param('company', UuidParamPipe) company: string,
    @Param('unit', UuidParamPipe) unit: string,
  ): Promise<UnitView> {
    return this.units.show(caller, company, unit);
  }

  @Put('units/:unit')
  @RequirePermission('company-unit.update')
  @ApiOperation({
    summary: 'Changes the fields sent; parent_uuid moves it (same company, never under itself).',
  })
  update(
    @Access() caller: CallerAccess,
    @Param('company', UuidParamPipe) company: string,
    @Param('unit', UuidParamPipe) unit: string,
    @Body() form: UpdateUnitDto,
  ): Promise<UnitView> {
    return this.units.update(caller, company, unit, form);
  }

  @Get('units/:unit/sub-units')
  @RequirePermission('company-unit.read')
  @ApiOperation({ summary: 'The direct sub-units of a unit, by name.' })
  subUnits(
    @Access() caller: CallerAccess,
    @Param('company', UuidParamPipe) company: string,
    @Param('unit', UuidParamPipe) unit: string,
  ): Promise<UnitView[]> {
    return this.units.subUnits(caller, company, unit);
  }

  @Get('cost-centres')
  @RequirePermission('company.read')
  @ApiOperation({ summary: 'The company’s cost centres by code.' })
  costCentreList(
    @Access() caller: CallerAccess,
    @Param('company', UuidParamPipe) company: string,
  ): Promise<CostCentreView[]> {
    return this.costCentres.list(caller, company);
  }

  @Post('cost-centres')
  @RequirePermission('company.update')
  @ApiOperation({
    summary: 'Adds a cost centre (code unique in the company), optionally of a unit.',
  })
  createCostCentre(
    @Access() caller: CallerAccess,
    @Param('company', UuidParamPipe) company: string,
    @Body() form: CreateCostCentreDto,
  ): Promise<CostCentreView> {
    return this.costCentres.create(caller, company, form);
  }
}
