import { ApiProperty } from '@nestjs/swagger';
import { NationalIdRules } from 'src/users/dto/user-field.decorators';

export class InsuranceQueryDto {
  @ApiProperty({ description: 'Personal identity number, 12 digits', example: '191212121212' })
  @NationalIdRules()
  national_id!: string;
}
