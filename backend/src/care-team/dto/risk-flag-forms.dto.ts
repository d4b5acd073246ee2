import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { LANGUAGES, type Language } from 'src/common/i18n/language';
import { RISK_FLAG_ACTIONS, type RiskFlagAction } from '../notification.entity';

/** POST api/v1/risk-flags/{id}/acknowledge: what was done, with a note (required for "other"). */
export class AcknowledgeRiskFlagDto {
  @ApiProperty({
    enum: RISK_FLAG_ACTIONS,
    description: 'contacted: contacted the client; referred: referred them; other: see the note',
  })
  @IsIn(RISK_FLAG_ACTIONS, { message: 'riskFlags.actionRequired' })
  action!: RiskFlagAction;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 2000,
    description: 'Required when the action is "other"',
  })
  @ValidateIf(
    (form: AcknowledgeRiskFlagDto, value: unknown) => form.action === 'other' || value != null,
  )
  @IsString({ message: 'riskFlags.noteRequired' })
  @Matches(/\S/, { message: 'riskFlags.noteRequired' })
  @MaxLength(2000, { message: 'riskFlags.noteTooLong' })
  note?: string | null;
}

/** GET api/v1/risk-flags: the flags of the caller's care scope, optionally of one client. */
export class RiskFlagListQuery {
  @ApiPropertyOptional({
    enum: LANGUAGES,
    default: 'sv',
    description: 'Test names in this language',
  })
  @IsOptional()
  @IsIn(LANGUAGES)
  lang?: Language;

  @ApiPropertyOptional({ type: 'integer', description: 'Only this client’s flags' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  client_id?: number;

  @ApiPropertyOptional({ enum: ['open', 'all'], default: 'all' })
  @IsOptional()
  @IsIn(['open', 'all'])
  status?: 'open' | 'all';
}
