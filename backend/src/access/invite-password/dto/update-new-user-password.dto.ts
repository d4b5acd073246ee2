import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NewPasswordDto } from 'src/access/password-reset/dto/new-password.dto';

export class UpdateNewUserPasswordDto extends NewPasswordDto {
  @ApiProperty({ description: 'The token from the invitation link.' })
  @IsString({ message: 'validation.string' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(200)
  token!: string;
}
