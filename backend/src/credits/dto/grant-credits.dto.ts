import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsNotEmpty, IsUUID } from 'class-validator';
import { DigitsAsNumber, IsWholeNumber } from './numeric-input';

/** Credits granted to a user in one of their units. */
export class GrantCreditsDto {
  @ApiProperty({ type: 'integer', minimum: 1, example: 10 })
  @DigitsAsNumber()
  @IsDefined({ message: 'credits.creditsRequired' })
  @IsWholeNumber(1, 1_000_000, { message: 'credits.onlyNumbers' })
  quantity!: number;

  @ApiProperty({ format: 'uuid' })
  @IsNotEmpty({ message: 'credits.unitRequired' })
  @IsUUID('all', { message: 'credits.unitInvalid' })
  company_unit_uuid!: string;
}
