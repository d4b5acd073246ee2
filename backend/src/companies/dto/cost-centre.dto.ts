import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { RequiredText } from './field-rules';

/** POST /api/v1/companies/{company}/cost-centres. */
export class CreateCostCentreDto {
  @RequiredText(50, 'costCentres.codeRequired', 'create')
  code!: string;

  @RequiredText(200, 'costCentres.nameRequired', 'create')
  name!: string;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'A unit of the company',
  })
  @IsOptional()
  @IsUUID('all', { message: 'costCentres.unitUnknown' })
  unit_uuid?: string | null;
}
