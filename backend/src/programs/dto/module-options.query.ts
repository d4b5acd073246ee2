import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Min } from 'class-validator';
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
}
