import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class InvitationTokenDto {
  @ApiProperty({ description: 'The token from the invitation link.' })
  @IsString({ message: 'validation.string' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(200)
  token!: string;
}
