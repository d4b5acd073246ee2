import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type Language } from 'src/common/i18n/language';
import { LanguageParamPipe } from 'src/lookups/language-param.pipe';
import { CallerLanguage } from './caller-language';
import { type CompanyPage, CompaniesService } from './companies.service';
import { COMPANY_TYPE_NAMES, COMPANY_TYPES, type CompanyType } from './company-types';
import { type CompanyProductView, type CompanyView } from './company-view';
import { CompanyListQuery } from './dto/company-list.query';
import { CreateCompanyDto, UpdateCompanyDto } from './dto/company.dto';
import { CompanyReference, CompanyReferencePipe, UuidParamPipe } from './uuid-param.pipe';
import { TakesLongTexts } from 'src/common/http/input-checks-body-limit';

/** Companies (administration document, section 7 "Companies"): scoped by company.* grants. */
@ApiTags('companies')
@ApiBearerAuth()
@Controller('api')
export class CompaniesController {
  constructor(private readonly companies: CompaniesService) {}

  @Get('v1/companies')
  @RequirePermission('company.read')
  @ApiOperation({
    summary: 'Companies in scope by name: { data, total, page, per_page }.',
    description: 'paginate=false answers every company in scope on one page.',
  })
  list(@Access() caller: CallerAccess, @Query() query: CompanyListQuery): Promise<CompanyPage> {
    return this.companies.page(caller, query);
  }

  @Post('v1/companies')
  @RequirePermission('company.create')
  @ApiOperation({
    summary: 'Creates a company with its products (201); answers it as GET /{uuid} does.',
    description:
      'At least one product must be selected ("Choose at least one product"); an enabled ' +
      '(selected, not disabled) product must carry what its category needs: health checks an ' +
      'external id and number of test kits, counselling and coaching a number of calls.',
  })
  @TakesLongTexts()
  create(
    @Access() caller: CallerAccess,
    @Body() form: CreateCompanyDto,
    @CallerLanguage() lang: Language,
  ): Promise<CompanyView> {
    return this.companies.create(caller, form, lang);
  }

  @Get('v1/companies/types')
  @RequirePermission('company.read')
  @ApiOperation({ summary: 'The company types { value, name } in the caller’s language.' })
  types(@CallerLanguage() lang: Language): { value: CompanyType; name: string }[] {
    return COMPANY_TYPES.map((value) => ({ value, name: COMPANY_TYPE_NAMES[value][lang] }));
  }

  @Get('v1/companies/:uuid')
  @RequirePermission('company.read')
  @ApiOperation({
    summary: 'One company with products and groups, names in the caller’s language.',
  })
  show(
    @Access() caller: CallerAccess,
    @Param('uuid', UuidParamPipe) uuid: string,
    @CallerLanguage() lang: Language,
  ): Promise<CompanyView> {
    return this.companies.show(caller, { uuid }, lang);
  }

  @Put('v1/companies/:uuid')
  @RequirePermission('company.update')
  @ApiOperation({
    summary: 'Changes the fields sent; products and product_groups replace the lists.',
  })
  @TakesLongTexts()
  update(
    @Access() caller: CallerAccess,
    @Param('uuid', UuidParamPipe) uuid: string,
    @Body() form: UpdateCompanyDto,
    @CallerLanguage() lang: Language,
  ): Promise<CompanyView> {
    return this.companies.update(caller, uuid, form, lang);
  }

  @Get('v1/companies/:id/:lang')
  @RequirePermission('company.read')
  @ApiOperation({ summary: 'One company (by numeric id or uuid), product names in sv or en.' })
  showIn(
    @Access() caller: CallerAccess,
    @Param('id', CompanyReferencePipe) ref: CompanyReference,
    @Param('lang', LanguageParamPipe) lang: Language,
  ): Promise<CompanyView> {
    return this.companies.show(caller, ref, lang);
  }

  @Get('v1/companies/:uuid/products/:lang')
  @RequirePermission('company.read')
  @ApiOperation({ summary: 'The company’s products by sort order, names in sv or en.' })
  async products(
    @Access() caller: CallerAccess,
    @Param('uuid', UuidParamPipe) uuid: string,
    @Param('lang', LanguageParamPipe) lang: Language,
  ): Promise<CompanyProductView[]> {
    return (await this.companies.show(caller, { uuid }, lang)).products;
  }

  @Get('company/full-list')
  @RequirePermission('company.read')
  @ApiOperation({ summary: 'id, uuid and name of every company in scope, by name.' })
  fullList(@Access() caller: CallerAccess): Promise<{ id: number; uuid: string; name: string }[]> {
    return this.companies.fullList(caller);
  }
}
