import { ApiProperty } from '@nestjs/swagger';

export class CompanyLinkRequestedDto {
  @ApiProperty({ enum: ['Success'] })
  status!: 'Success';

  @ApiProperty({ example: 'We have sent a confirmation link to anna@exempelbolaget.se' })
  message!: string;

  @ApiProperty({ format: 'uuid' })
  company_uuid!: string;

  @ApiProperty({ example: 'Exempelbolaget AB' })
  company_name!: string;

  @ApiProperty()
  expires_at!: Date;
}

/** The linked company, as in User.companies[] (uuid, name, company_email). */
export class CompanyLinkDto {
  @ApiProperty({ format: 'uuid' })
  uuid!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ example: 'anna@exempelbolaget.se' })
  company_email!: string;

  @ApiProperty({ enum: ['standard-user', 'company-admin'] })
  company_role!: string;
}

export class CompanyUnlinkedDto {
  @ApiProperty({ enum: ['Success'] })
  status!: 'Success';

  @ApiProperty()
  message!: string;

  @ApiProperty({ format: 'uuid' })
  company_uuid!: string;

  @ApiProperty({ description: 'Whether the company membership the link made has ended' })
  membership_ended!: boolean;
}
