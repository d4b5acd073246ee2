import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../new-password';
import { SameAs } from './same-as.validator';

/** A new password typed twice, as the reset and invitation pages send it. */
export class NewPasswordDto {
  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsString({ message: 'validation.string' })
  @IsNotEmpty({ message: 'validation.required' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: 'password.tooShort' })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;

  @ApiProperty({ description: 'The same password again.' })
  @IsString({ message: 'validation.string' })
  @IsNotEmpty({ message: 'validation.required' })
  @SameAs('password', { message: 'password.confirmationMismatch' })
  password_confirmation!: string;
}
