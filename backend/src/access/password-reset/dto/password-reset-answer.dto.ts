import { ApiProperty } from '@nestjs/swagger';

/** The answer of both reset calls: a status and a text in the caller's language. */
export class PasswordResetAnswerDto {
  @ApiProperty({ enum: ['Success'] })
  status!: 'Success';

  @ApiProperty({ example: 'Email Sent Successfully!' })
  message!: string;
}
