import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type, type TransformFnParams } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { MODULE_TYPES, type ModuleType } from 'src/content/content-module.entity';

/** GET /api/programs/options/modules/{lang}: the editor's module or assessment picker. */
export class ModuleOptionsQuery {
  @ApiPropertyOptional({ enum: MODULE_TYPES, default: 'module' })
  @IsOptional()
  @IsIn(MODULE_TYPES, { message: 'programs.moduleTypeInvalid' })
  type: ModuleType = 'module';

  @ApiPropertyOptional({ description: 'Marks the modules already in this program as disabled' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  program_id?: number;

  @ApiPropertyOptional({
    type: Boolean,
    default: false,
    description:
      'Published modules only: the modules that may be added to a client’s subscription ' +
      '(the subscription editors’ picker; adding an unpublished one answers 400)',
  })
  @IsOptional()
  @Transform(({ value }: TransformFnParams): unknown => {
    const raw: unknown = value;
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    return raw;
  })
  @IsBoolean()
  published = false;
}
