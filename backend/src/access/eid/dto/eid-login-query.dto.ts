import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { LANGUAGES, type Language } from 'src/common/i18n/language';
import { EID_APPS, type EidApp } from '../eid-login-state';
import { LOGIN_KINDS, type LoginKind } from '../login-kind';

export class EidLoginQueryDto {
  @ApiPropertyOptional({ enum: LOGIN_KINDS, description: 'The login tab chosen (default client).' })
  @IsOptional()
  @IsIn(LOGIN_KINDS)
  kind?: LoginKind;

  @ApiPropertyOptional({ enum: LANGUAGES, description: "The issuer page's language." })
  @IsOptional()
  @IsIn(LANGUAGES)
  lang?: Language;

  @ApiPropertyOptional({
    description:
      'base64url SHA-256 of a random state client-web keeps in this tab (43 characters). The ' +
      'login ends in /process-login#code=…, which only that state redeems; without it the ' +
      'login ends in login_failed.',
  })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: 'validation.invalid' })
  binding?: string;

  @ApiPropertyOptional({
    enum: EID_APPS,
    description:
      'Where the login returns: client-web (default) or the console (its /process-login; staff ' +
      'accounts only, an unknown person ends in no_account).',
  })
  @IsOptional()
  @IsIn(EID_APPS)
  app?: EidApp;
}
