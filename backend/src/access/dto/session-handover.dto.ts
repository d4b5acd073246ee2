import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';

/** base64url of 32 random bytes (a code or a state) or of a SHA-256 digest (a binding). */
const BASE64URL_256_BITS = /^[A-Za-z0-9_-]{43}$/;

export class HandoverBindingDto {
  @ApiProperty({
    description:
      'base64url SHA-256 of the state the receiving browser keeps (43 characters); only that ' +
      'state redeems the code.',
    example: 'n4bQgYhMfWWaL-qgxVrQFaO_TxsrC4Is0V1sFbDwCgg',
  })
  @IsString()
  @Matches(BASE64URL_256_BITS, { message: 'validation.invalid' })
  binding!: string;
}

export class RedeemHandoverDto {
  @ApiProperty({ description: 'The one-time code from /process-login#code=…' })
  @IsString()
  @Matches(BASE64URL_256_BITS, { message: 'validation.invalid' })
  code!: string;

  @ApiProperty({ description: 'The state this browser kept when the login started.' })
  @IsString()
  @Matches(BASE64URL_256_BITS, { message: 'validation.invalid' })
  state!: string;
}

/** A code to hand a session over (single use, bound to a state, valid for a minute or two). */
export class HandoverCodeAnswer {
  @ApiProperty()
  code!: string;
}

/** What a redeemed code carries: a session token, or an e-ID onboarding (auth2) token. */
export class RedeemedHandover {
  @ApiProperty({ enum: ['session', 'onboarding'] })
  kind!: 'session' | 'onboarding';

  @ApiProperty({ description: 'The access token (session) or the auth2 token (onboarding).' })
  token!: string;
}
