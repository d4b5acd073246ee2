import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { ApiException } from 'src/common/errors/api-exception';
import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGES } from 'src/common/i18n/language';

/** ra-data-simple-rest's list query (parsed by parseListQuery). */
export class AdminListQuery {
  @IsOptional()
  @IsString()
  filter?: string;

  @IsOptional()
  @IsString()
  range?: string;

  @IsOptional()
  @IsString()
  sort?: string;
}

/** getOne: the language of the texts (default sv). */
export class AdminRecordQuery {
  @ApiPropertyOptional({ enum: LANGUAGES })
  @IsOptional()
  @IsIn(LANGUAGES, { message: 'users.languageUnknown' })
  lang?: Language;
}

/** `filter.lang`: sv or en, default sv. */
export function listLanguage(filter: Record<string, unknown>): Language {
  if (filter.lang === undefined) return DEFAULT_LANGUAGE;
  if (isLanguage(filter.lang)) return filter.lang;
  throw ApiException.invalidData({ 'filter.lang': [{ key: 'users.languageUnknown' }] });
}

export function textFilter(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

export function numberFilter(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const number = Number(value);
  if (Number.isInteger(number) && number > 0) return number;
  throw ApiException.invalidData({ [`filter.${field}`]: [{ key: 'validation.integer' }] });
}
