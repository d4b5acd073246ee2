import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';

/**
 * The specification's client sends "the original user's uuid" when it stops; the token already
 * names that user, so the field is optional and, when sent, must match it.
 */
export class StopImpersonationDto {
  @ApiPropertyOptional({ format: 'uuid', description: "The original (admin) user's uuid." })
  @IsOptional()
  @IsUUID('all', { message: 'validation.uuid' })
  user_uuid?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The same, under the name the token uses.' })
  @IsOptional()
  @IsUUID('all', { message: 'validation.uuid' })
  original_user_id?: string;
}
