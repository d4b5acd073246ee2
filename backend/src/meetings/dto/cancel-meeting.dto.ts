import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** Cancelling a meeting: an optional reason the other participant sees. */
export class CancelMeetingDto {
  @ApiPropertyOptional({ maxLength: 500, nullable: true })
  @IsOptional()
  @IsString({ message: 'validation.string' })
  @MaxLength(500, { message: 'meetings.reasonTooLong' })
  reason?: string | null;
}
