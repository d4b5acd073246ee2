import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, type TransformFnParams } from 'class-transformer';
import { IsBoolean, IsOptional, IsUUID } from 'class-validator';
import { OptionalText, RequiredText } from './field-rules';
import { WhenSent } from 'src/common/http/input-checks';

/** The fields create and update share (legal-entity fields are checked against the flag). */
abstract class UnitFields {
  @OptionalText(50)
  type?: string | null;

  @ApiPropertyOptional({ default: false })
  @WhenSent()
  @IsBoolean()
  legal_entity?: boolean;

  @OptionalText(200)
  legal_name?: string | null;

  @OptionalText(30)
  vat_number?: string | null;

  @OptionalText(200)
  street_address?: string | null;

  @OptionalText(20)
  postcode?: string | null;

  @OptionalText(100)
  city?: string | null;

  @OptionalText(200)
  contact_name?: string | null;

  @ApiPropertyOptional({ default: false })
  @WhenSent()
  @IsBoolean()
  visible_to_everyone?: boolean;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The unit this one sits under (a sub-unit); null or absent for a top unit',
  })
  @IsOptional()
  @IsUUID('all', { message: 'units.parentUnknown' })
  parent_uuid?: string | null;
}

/** POST /api/v1/companies/{company}/units: a unit, or a sub-unit with parent_uuid. */
export class CreateUnitDto extends UnitFields {
  @RequiredText(200, 'units.nameRequired', 'create')
  name!: string;
}

/** PUT /api/v1/companies/{company}/units/{unit}: the fields sent change (parent_uuid moves it). */
export class UpdateUnitDto extends UnitFields {
  @RequiredText(200, 'units.nameRequired', 'update')
  name?: string;
}

/** GET /api/v1/companies/{company}/units. */
export class UnitListQuery {
  @ApiPropertyOptional({
    type: Boolean,
    default: false,
    description:
      'true: every unit in scope at any depth; otherwise the top of what the caller may see ' +
      '(top units for company-wide callers, the caller’s own units for unit-scoped ones)',
  })
  @IsOptional()
  @Transform(({ value }: TransformFnParams): unknown =>
    value === 'false' ? false : value === 'true' ? true : value,
  )
  @IsBoolean()
  all = false;
}
