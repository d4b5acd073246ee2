import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { IsZonedTime } from './book-meeting.dto';

/** GET api/v1/meetings: a calendar window, or one meeting's room by its room name. */
export class MeetingListQuery {
  @ApiPropertyOptional({
    description:
      'The room name of one meeting: answers that meeting’s room (state and, when open, the link) ' +
      'instead of a list',
  })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'validation.invalid' })
  ext_meeting_id?: string;

  @ApiPropertyOptional({ description: 'Meetings ending after this time (ISO 8601 with a zone)' })
  @IsOptional()
  @IsZonedTime('validation.invalid')
  from?: string;

  @ApiPropertyOptional({ description: 'Meetings starting before this time (ISO 8601 with a zone)' })
  @IsOptional()
  @IsZonedTime('validation.invalid')
  to?: string;
}
