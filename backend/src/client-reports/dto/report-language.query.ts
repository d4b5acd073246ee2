import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LANGUAGES, type Language } from 'src/common/i18n/language';

/** GET …/report/generated/single/{id}: the language of the report's texts. */
export class ReportLanguageQuery {
  @ApiPropertyOptional({
    enum: [...LANGUAGES],
    description:
      'The language of the texts (Swedish where one has none); without it, the language the report was built in.',
  })
  @IsOptional()
  @IsIn([...LANGUAGES])
  lang?: Language;
}
