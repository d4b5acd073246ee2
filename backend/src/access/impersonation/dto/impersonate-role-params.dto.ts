import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ROLES, type Role } from '@sinnro/access';
import { Transform, type TransformFnParams } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { MAX_REASON_LENGTH, MIN_REASON_LENGTH } from './start-impersonation.dto';

export class ImpersonateRoleParamsDto {
  @ApiProperty({ enum: ROLES.filter((role) => role !== 'admin') })
  @IsIn([...ROLES], { message: 'validation.enum' })
  role!: Role;
}

/** `?reason=` of "see the product as a role": required when the role is client. */
export class ImpersonateRoleQueryDto {
  @ApiPropertyOptional({
    minLength: MIN_REASON_LENGTH,
    maxLength: MAX_REASON_LENGTH,
    description: 'Why (required for the client role; kept in the audit row). Always read-only.',
  })
  @IsOptional()
  @Transform(({ value }: TransformFnParams): unknown => {
    const raw: unknown = value;
    return typeof raw === 'string' ? raw.trim() : raw;
  })
  @IsString()
  @MinLength(MIN_REASON_LENGTH, { message: 'impersonation.reasonTooShort' })
  @MaxLength(MAX_REASON_LENGTH)
  reason?: string;
}
