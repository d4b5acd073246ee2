import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional } from 'class-validator';

/** PUT client/user/offer-initiate/{reportId}: exactly one of the three times (ISO 8601). */
export class OfferInitiateDto {
  @ApiPropertyOptional({ format: 'date-time', description: 'When “Read more” opened the offer' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'reports.offerTimeInvalid' })
  offer_display_at?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'When the client accepted the offer' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'reports.offerTimeInvalid' })
  offer_accepted_at?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'When the client closed the offer' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'reports.offerTimeInvalid' })
  offer_declined_at?: string;
}
