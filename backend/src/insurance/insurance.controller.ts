import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { InsuranceCoverageDto } from './dto/insurance-coverage.dto';
import { InsuranceQueryDto } from './dto/insurance-query.dto';
import { InsuranceService } from './insurance.service';

@ApiTags('insurance')
@ApiBearerAuth()
@Controller('api/v1/insurance')
export class InsuranceController {
  constructor(private readonly insurance: InsuranceService) {}

  @Get()
  @RequirePermission('insurance.read')
  @ApiOperation({
    summary: 'Whether the person’s insurance pays for treatment (asks the insurer).',
    description:
      'national_id: 12 digits, only numbers (400 with the specification’s texts otherwise). ' +
      'Answers { covered, insurer, valid_from, valid_to }; when the insurer cannot answer, 502 ' +
      '"Third party API error". Every lookup is written to the access log (under the person’s ' +
      'account, or a keyed hash of the number; never the number itself).',
  })
  @ApiOkResponse({ type: InsuranceCoverageDto })
  check(
    @Access() caller: CallerAccess,
    @Query() query: InsuranceQueryDto,
  ): Promise<InsuranceCoverageDto> {
    return this.insurance.check(caller, query.national_id);
  }
}
