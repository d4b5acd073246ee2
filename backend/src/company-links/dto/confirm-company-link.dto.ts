import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** POST /api/v1/users/link/confirm: the token of the mailed link. */
export class ConfirmCompanyLinkDto {
  @ApiProperty({ description: 'The token from the confirmation link.' })
  @IsString({ message: 'validation.string' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(200)
  token!: string;
}
