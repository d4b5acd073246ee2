import { ApiProperty } from '@nestjs/swagger';

/** What the invitation page may show before the password is set: nothing beyond these. */
export class InvitationCheckDto {
  @ApiProperty({ enum: [true] })
  valid!: true;

  @ApiProperty({ example: 'klara@example.com' })
  email!: string;

  @ApiProperty({ example: 'Klara' })
  first_name!: string;
}
