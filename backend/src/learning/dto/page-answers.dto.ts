import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsDefined,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

const MAX_ID = 2_147_483_647;

/** POST /client/page/…: the instance answered in, and the answers keyed by question id. */
export class PageAnswersDto {
  @ApiProperty({ type: 'integer', description: 'The active instance of the module' })
  @IsDefined()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  module_instance_id!: number;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description:
      'Question id → answer: an option id (single_choice, scale), a list of option ids or ids split by commas (multiple_choice), a text (text, long_text), a number, or a date YYYY-MM-DD. A page without questions takes none (it is marked read).',
  })
  @IsOptional()
  @IsObject()
  answers?: Record<string, unknown>;
}

/** POST /api/users/{id}/therapist-action: the page of an instance the therapist approves. */
export class TherapistActionDto {
  @ApiPropertyOptional({ enum: ['approve'], default: 'approve' })
  @IsOptional()
  @IsIn(['approve'])
  action?: 'approve';

  @ApiProperty({ type: 'integer' })
  @IsDefined()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  module_instance_id!: number;

  @ApiProperty({ type: 'integer' })
  @IsDefined()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  page_id!: number;

  @ApiPropertyOptional({
    maxLength: 1000,
    description:
      'A message to the client, sent in the chat of the caller and the client with the approval (409 when they have no conversation; nothing is approved then)',
  })
  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: 'specialists.messageTooLong' })
  message?: string;
}
