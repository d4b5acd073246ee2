import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { WhenSent } from 'src/common/http/input-checks';
import { IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';

/** The sample size bounds (the message accessLogReview.sampleSizeOutOfRange names them). */
export const SAMPLE_SIZE_MIN = 1;
export const SAMPLE_SIZE_MAX = 200;
export const DEFAULT_SAMPLE_SIZE = 25;

export class CreateReviewDto {
  @ApiProperty({ description: 'First day of the period (UTC), YYYY-MM-DD, included' })
  @IsString({ message: 'accessLogReview.badPeriod' })
  @MaxLength(10, { message: 'accessLogReview.badPeriod' })
  from!: string;

  @ApiProperty({ description: 'Last day of the period (UTC), YYYY-MM-DD, included' })
  @IsString({ message: 'accessLogReview.badPeriod' })
  @MaxLength(10, { message: 'accessLogReview.badPeriod' })
  to!: string;

  @ApiPropertyOptional({
    type: Number,
    description: `How many reads to draw, ${SAMPLE_SIZE_MIN} to ${SAMPLE_SIZE_MAX}`,
    default: DEFAULT_SAMPLE_SIZE,
  })
  @WhenSent()
  @IsInt({ message: 'accessLogReview.sampleSizeOutOfRange' })
  @Min(SAMPLE_SIZE_MIN, { message: 'accessLogReview.sampleSizeOutOfRange' })
  @Max(SAMPLE_SIZE_MAX, { message: 'accessLogReview.sampleSizeOutOfRange' })
  sample_size: number = DEFAULT_SAMPLE_SIZE;

  @ApiPropertyOptional({
    description:
      'The company whose clients’ reads are sampled. Admins: omit for every read on the ' +
      'platform. Clinic admins: their company (may be omitted when they administer one only).',
  })
  @IsOptional()
  @IsUUID('all', { message: 'validation.uuid' })
  company_uuid?: string;
}
