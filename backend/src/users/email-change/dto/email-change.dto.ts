import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EmailField } from 'src/users/dto/user-field.decorators';

/** POST /api/v1/users/email-change: the address the caller's account should use. */
export class RequestEmailChangeDto {
  @EmailField('required')
  email!: string;
}

/** POST /api/v1/users/email-change/confirm: the token of the mailed link. */
export class ConfirmEmailChangeDto {
  @ApiProperty({ description: 'The token from the confirmation link.' })
  @IsString({ message: 'validation.string' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(200)
  token!: string;
}
