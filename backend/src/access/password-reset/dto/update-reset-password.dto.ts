import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NewPasswordDto } from './new-password.dto';

export class UpdateResetPasswordDto extends NewPasswordDto {
  @ApiProperty({ description: 'The token from the mailed link /session/reset-password/{token}.' })
  @IsString({ message: 'validation.string' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(200)
  token!: string;
}
