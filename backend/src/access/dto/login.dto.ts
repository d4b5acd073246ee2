import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class LoginDto {
  @ApiProperty({ example: 'client@example.com' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsNotEmpty({ message: 'validation.required' })
  @IsEmail({}, { message: 'validation.email' })
  @MaxLength(254)
  email!: string;

  @ApiProperty({ example: 'Sinnro-demo-2026' })
  @IsString()
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(1024)
  password!: string;
}
