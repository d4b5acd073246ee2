import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The onboarding details of a new client after the e-ID login (the spec's "auth data"). */
export class EidRegistrationDto {
  @ApiProperty({ example: 'Anna' })
  @Transform(trim)
  @IsNotEmpty({ message: 'eid.firstNameRequired' })
  @IsString()
  @MaxLength(100)
  first_name!: string;

  @ApiProperty({ example: 'Andersson' })
  @Transform(trim)
  @IsNotEmpty({ message: 'eid.lastNameRequired' })
  @IsString()
  @MaxLength(100)
  last_name!: string;

  @ApiProperty({ example: 'anna@example.com' })
  @Transform(trim)
  @IsNotEmpty({ message: 'eid.emailRequired' })
  @IsEmail({}, { message: 'eid.emailInvalid' })
  @MaxLength(254)
  email!: string;

  @ApiProperty({ example: true, description: 'The terms of service are accepted (must be true).' })
  @Equals(true, { message: 'eid.termsRequired' })
  terms_accepted!: boolean;
}
