import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { LanguageParamPipe } from 'src/lookups/language-param.pipe';
import { META_TYPES, metaList, type MetaOption } from './meta-lists';

/** The option lists of the content and report editors. */
@ApiTags('reports')
@ApiBearerAuth()
@Controller('api/meta')
export class MetaController {
  @Get(':type/:lang')
  @RequirePermission('module.read')
  @ApiParam({ name: 'type', enum: META_TYPES })
  @ApiParam({ name: 'lang', enum: ['sv', 'en'] })
  @ApiOperation({ summary: 'An editor list as [{ value, name }] in the language.' })
  list(
    @Param('type') type: string,
    @Param('lang', LanguageParamPipe) lang: Language,
  ): MetaOption[] {
    const options = metaList(type, lang);
    if (options) return options;
    const params = { type: type.slice(0, 40), types: META_TYPES.join(', ') };
    throw ApiException.badRequest(
      'reports.metaTypeUnknown',
      { type: [{ key: 'reports.metaTypeUnknown', params }] },
      params,
    );
  }
}
