import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsInt, IsNotEmpty, IsUUID, ValidateBy } from 'class-validator';
import { DigitsAsNumber } from 'src/credits/dto/numeric-input';

/** An ISO 8601 time with a date, a time and a zone (Z or ±hh:mm), such as 2026-12-01T09:00:00Z. */
export function isZonedTime(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 40) return false;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    return false;
  }
  return !Number.isNaN(new Date(value).getTime());
}

export const IsZonedTime = (message: string) =>
  ValidateBy(
    { name: 'isZonedTime', validator: { validate: (value: unknown) => isZonedTime(value) } },
    { message },
  );

/** A specialist books a meeting with one of their clients. */
export class BookMeetingDto {
  @ApiProperty({ format: 'uuid', description: 'A client of the caller (assigned or coached)' })
  @IsNotEmpty({ message: 'meetings.clientRequired' })
  @IsUUID('all', { message: 'validation.uuid' })
  client_uuid!: string;

  @ApiProperty({
    example: '2026-12-01T09:00:00Z',
    description: 'When it starts (ISO 8601 with a zone); must be in the future',
  })
  @IsNotEmpty({ message: 'meetings.startRequired' })
  @IsZonedTime('meetings.startInvalid')
  starts_at!: string;

  @ApiProperty({
    type: 'integer',
    example: 45,
    description: 'Minutes: one of MEETING_DURATIONS (default 25 or 45)',
  })
  @DigitsAsNumber()
  @IsDefined({ message: 'validation.required' })
  @IsInt({ message: 'validation.integer' })
  duration_minutes!: number;
}
