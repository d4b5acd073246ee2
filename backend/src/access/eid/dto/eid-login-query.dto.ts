import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LANGUAGES, type Language } from 'src/common/i18n/language';
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
}
