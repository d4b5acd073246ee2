import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import { LANGUAGES, type Language } from 'src/common/i18n/language';
import { flag, IsModuleIdList, moduleRefs } from 'src/programs/dto/module-refs';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_MESSAGE = { message: 'subscriptions.dateInvalid' };

/** POST /api/users/{userId}/program-subscriptions: `self-flag=true` when a client buys for themself. */
export class CreateSubscriptionQuery {
  @ApiPropertyOptional({
    name: 'self-flag',
    enum: ['true', 'false'],
    description: 'A client buying for themself (own id only): a 30-day trial',
  })
  @IsOptional()
  @IsIn(['true', 'false'])
  'self-flag'?: 'true' | 'false';
}

export class CreateSubscriptionDto {
  @ApiProperty({ format: 'uuid', description: 'Self study or Therapist assisted' })
  @IsNotEmpty({ message: 'subscriptions.modelRequired' })
  @IsUUID('all', { message: 'subscriptions.modelUnknown' })
  subscription_model_uuid!: string;

  @ApiPropertyOptional({ description: 'Sent by the forms; the uuid decides' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  subscription_model_name?: string;

  @ApiPropertyOptional({
    type: [Number],
    description: 'Programs of the subscription model; their modules are added in program order',
  })
  @IsOptional()
  @moduleRefs
  @IsModuleIdList()
  program_ids?: number[];

  @ApiPropertyOptional({ type: [Number], description: 'Modules added after the programs’ ones' })
  @IsOptional()
  @moduleRefs
  @IsModuleIdList()
  module_ids?: number[];

  @ApiPropertyOptional({ description: 'YYYY-MM-DD (UTC); default today. Not with self-flag' })
  @IsOptional()
  @Matches(ISO_DATE, DATE_MESSAGE)
  start_date?: string;

  @ApiPropertyOptional({
    description:
      'YYYY-MM-DD; default the start plus the longest program duration (none without programs). ' +
      'Not with self-flag',
  })
  @IsOptional()
  @Matches(ISO_DATE, DATE_MESSAGE)
  end_date?: string;

  @ApiPropertyOptional({
    description: 'Every module open at once; otherwise the first is open and the rest locked',
  })
  @IsOptional()
  @flag
  @IsBoolean()
  open_all_modules?: boolean;

  @ApiPropertyOptional({ enum: LANGUAGES, description: 'Language of the answer’s names' })
  @IsOptional()
  @IsIn(LANGUAGES)
  lang?: Language;
}

export class UpdateSubscriptionDto {
  @ApiPropertyOptional({ description: 'YYYY-MM-DD' })
  @IsOptional()
  @Matches(ISO_DATE, DATE_MESSAGE)
  start_date?: string;

  @ApiPropertyOptional({
    description: 'YYYY-MM-DD, today or later; extending an expired subscription reactivates it',
  })
  @IsOptional()
  @Matches(ISO_DATE, DATE_MESSAGE)
  end_date?: string;

  @ApiPropertyOptional({ enum: LANGUAGES })
  @IsOptional()
  @IsIn(LANGUAGES)
  lang?: Language;
}

/** An end_treatment attribute, by its id or its value. */
const IsReason = () =>
  ValidateBy({
    name: 'isReason',
    validator: {
      validate: (value: unknown) =>
        (typeof value === 'number' && Number.isInteger(value) && value > 0) ||
        (typeof value === 'string' && value.trim().length > 0 && value.length <= 80),
      defaultMessage: () => 'subscriptions.endReasonUnknown',
    },
  });

export class EndTreatmentDto {
  @ApiProperty({
    oneOf: [{ type: 'integer' }, { type: 'string' }],
    description:
      'An end_treatment attribute (GET /api/attributes/{locale}?type=end_treatment): its id or value',
  })
  @IsDefined({ message: 'subscriptions.endReasonRequired' })
  @IsReason()
  reason!: number | string;

  @ApiPropertyOptional({ maxLength: 2000 })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  comment?: string;

  @ApiPropertyOptional({ enum: LANGUAGES })
  @IsOptional()
  @IsIn(LANGUAGES)
  lang?: Language;
}

export class AddModulesDto {
  @ApiProperty({ type: [Number], description: 'Modules to add after the last one' })
  @IsDefined({ message: 'subscriptions.modulesRequired' })
  @moduleRefs
  @IsModuleIdList()
  module_ids!: number[];

  @ApiPropertyOptional({ description: 'Added open (true) or closed (false, the default)' })
  @IsOptional()
  @flag
  @IsBoolean()
  is_open?: boolean;

  @ApiPropertyOptional({ enum: LANGUAGES, description: 'Language of the answer’s names' })
  @IsOptional()
  @IsIn(LANGUAGES)
  lang?: Language;
}

export class ReorderModulesDto {
  @ApiProperty({
    type: [Number],
    description: 'Every module of the subscription exactly once, in the new order',
  })
  @IsDefined({ message: 'subscriptions.modulesRequired' })
  @moduleRefs
  @IsModuleIdList()
  modules!: number[];

  @ApiPropertyOptional({ enum: LANGUAGES })
  @IsOptional()
  @IsIn(LANGUAGES)
  lang?: Language;
}

export class UpdateSubscriptionModuleDto {
  @ApiPropertyOptional({
    description: 'true opens (unlocks), false locks; left out (or an empty body): opens',
  })
  @IsOptional()
  @flag
  @IsBoolean()
  is_open?: boolean;

  @ApiPropertyOptional({ enum: [0, 1], description: '1 means active' })
  @IsOptional()
  @IsIn([0, 1])
  module_status?: 0 | 1;

  @ApiPropertyOptional({ enum: LANGUAGES })
  @IsOptional()
  @IsIn(LANGUAGES)
  lang?: Language;
}

export class AddProgramDto {
  @ApiProperty({ description: 'A program of the subscription’s model' })
  @IsDefined()
  @IsInt()
  @Min(1)
  program_id!: number;

  @ApiPropertyOptional({ enum: LANGUAGES })
  @IsOptional()
  @IsIn(LANGUAGES)
  lang?: Language;
}

export class SubscriptionListQuery {
  @ApiPropertyOptional({ enum: ['Self study', 'Therapist assisted'] })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  subscription_model_name?: string;
}
