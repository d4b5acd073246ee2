import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, type TransformFnParams } from 'class-transformer';
import {
  IsBoolean,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  MinLength,
} from 'class-validator';

/** The shortest reason that says something ("kontroll" is not a reason); the texts say 10. */
export const MIN_REASON_LENGTH = 10;
export const MAX_REASON_LENGTH = 500;

const trimmed = Transform(({ value }: TransformFnParams): unknown => {
  const raw: unknown = value;
  return typeof raw === 'string' ? raw.trim() : raw;
});

export class StartImpersonationDto {
  @ApiProperty({ format: 'uuid', description: 'The user to act as.' })
  @IsUUID('all', { message: 'validation.uuid' })
  user_uuid!: string;

  @ApiProperty({
    minLength: MIN_REASON_LENGTH,
    maxLength: MAX_REASON_LENGTH,
    description: 'Why the account is viewed (kept in the audit row of the start).',
  })
  @trimmed
  @IsNotEmpty({ message: 'impersonation.reasonTooShort' })
  @IsString({ message: 'impersonation.reasonTooShort' })
  @MinLength(MIN_REASON_LENGTH, { message: 'impersonation.reasonTooShort' })
  @MaxLength(MAX_REASON_LENGTH)
  reason!: string;

  @ApiPropertyOptional({
    default: false,
    description:
      'Allow changes (needs user/impersonation.update for the target, 403 otherwise). ' +
      'Without it the impersonation is read-only: every write answers 403.',
  })
  @IsOptional()
  @IsBoolean()
  with_changes?: boolean;
}
