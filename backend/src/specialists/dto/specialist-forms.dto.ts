import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { WhenSent } from 'src/common/http/input-checks';

const MAX_ID = 2_147_483_647;

/** Which of the caller's clients the list shows, by their passive flag. */
export const PASSIVE_FILTERS = ['all', 'active', 'passive'] as const;
export type PassiveFilter = (typeof PASSIVE_FILTERS)[number];

/** POST api/get-my-candidates: optional search, passive filter and page. */
export class CandidatesQueryDto {
  @ApiPropertyOptional({ description: 'Part of the name or e-mail (case-insensitive)' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional({ enum: PASSIVE_FILTERS, default: 'all' })
  @IsOptional()
  @IsIn(PASSIVE_FILTERS)
  passive?: PassiveFilter;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(100_000)
  page?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 200, default: 50 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(200)
  per_page?: number;
}

/** POST api/get-my-single-candidate: the client by id or by uuid (exactly one). */
export class SingleCandidateDto {
  @ApiPropertyOptional({ type: 'integer' })
  @WhenSent()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  user_id?: number;

  @ApiPropertyOptional({ format: 'uuid' })
  @WhenSent()
  @IsUUID('all')
  uuid?: string;
}

/** A note about a client: 1 to 5000 characters. */
export class ClientNoteDto {
  @ApiProperty({ minLength: 1, maxLength: 5000 })
  @IsString({ message: 'specialists.noteRequired' })
  @IsNotEmpty({ message: 'specialists.noteRequired' })
  @Matches(/\S/, { message: 'specialists.noteRequired' })
  @MaxLength(5000, { message: 'specialists.noteTooLong' })
  text!: string;
}

/** Block or snooze: an optional message to the client and an optional last day. */
export class ClientHoldDto {
  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: 'specialists.messageTooLong' })
  message?: string;

  @ApiPropertyOptional({ format: 'date', description: 'The last day (YYYY-MM-DD), today or later' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'specialists.endDateInvalid' })
  end_date?: string;
}
