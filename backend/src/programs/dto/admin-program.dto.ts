import { ApiHideProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { ProgramFormDto } from './program-form.dto';

/**
 * The react-admin record as the console sends it back: the editor's form plus the read-only
 * fields of the record it was loaded from, which are ignored.
 */
export class AdminProgramDto extends ProgramFormDto {
  @ApiHideProperty()
  @Allow()
  id?: unknown;

  @ApiHideProperty()
  @Allow()
  _id?: unknown;

  @ApiHideProperty()
  @Allow()
  uuid?: unknown;

  @ApiHideProperty()
  @Allow()
  fallback?: unknown;
}
