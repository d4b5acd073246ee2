import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';

export const COMMENT_MAX_LENGTH = 2000;

export class MarkEntryDto {
  @ApiProperty({ description: 'Whether the reviewer has reviewed the read' })
  @IsBoolean()
  reviewed!: boolean;

  @ApiPropertyOptional({
    description: `What the review found; required to mark a flagged read reviewed (at most ${COMMENT_MAX_LENGTH} characters)`,
  })
  @IsOptional()
  @IsString()
  @MaxLength(COMMENT_MAX_LENGTH, { message: 'accessLogReview.commentTooLong' })
  comment?: string | null;
}
