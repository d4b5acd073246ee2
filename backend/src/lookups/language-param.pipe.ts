import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { ApiException } from 'src/common/errors/api-exception';
import { isLanguage, type Language } from 'src/common/i18n/language';

/**
 * A language in the path (`/full-list/{lang}`): sv or en, else 400 naming the parameter. The
 * echoed value is cut short: it is the caller's own input, but need not be long.
 */
@Injectable()
export class LanguageParamPipe implements PipeTransform<string, Language> {
  transform(value: string, metadata: ArgumentMetadata): Language {
    if (isLanguage(value)) return value;
    const ref = { key: 'lookups.languageUnknown' as const, params: { lang: value.slice(0, 20) } };
    throw ApiException.badRequest(ref.key, { [metadata.data ?? 'lang']: [ref] }, ref.params);
  }
}
