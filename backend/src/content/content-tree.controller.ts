import {
  type ArgumentMetadata,
  Controller,
  Get,
  Injectable,
  Param,
  type PipeTransform,
  Query,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Authenticated, RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { type MessageKey } from 'src/common/i18n/messages';
import { LanguageParamPipe } from 'src/lookups/language-param.pipe';
import { type AttributeView, AttributesService } from './attributes.service';
import { ContentIdPipe } from './content-id.pipe';
import {
  BREADCRUMB_TYPES,
  type BreadcrumbType,
  type Crumb,
  ContentTreeService,
  TREE_TYPES,
  type TreeNode,
  type TreeType,
} from './content-tree.service';
import { AttributeListQuery } from './dto/tree.query';

function oneOf<T extends string>(allowed: readonly T[], key: MessageKey) {
  @Injectable()
  class OneOfPipe implements PipeTransform<string, T> {
    transform(value: string, metadata: ArgumentMetadata): T {
      if ((allowed as readonly string[]).includes(value)) return value as T;
      throw ApiException.invalidData({ [metadata.data ?? 'type']: [{ key }] });
    }
  }
  return OneOfPipe;
}

const TreeTypePipe = oneOf(TREE_TYPES, 'content.treeTypeInvalid');
const BreadcrumbTypePipe = oneOf(BREADCRUMB_TYPES, 'content.breadcrumbTypeInvalid');

/** Navigation of the editors (tree view, breadcrumbs) and the authored attribute lists. */
@ApiTags('content')
@ApiBearerAuth()
@Controller('api')
export class ContentTreeController {
  constructor(
    private readonly tree: ContentTreeService,
    private readonly attributes: AttributesService,
  ) {}

  @Get('treeview/:type/:id/:lang')
  @RequirePermission('module.read')
  @ApiParam({ name: 'type', enum: TREE_TYPES })
  @ApiOperation({
    summary:
      'The nested tree of a module (chapters → sections → pages) or a test (sections → pages).',
    description:
      'Each node: type, id, name, language, fallback, children; an empty level carries ' +
      'empty_text ("No sections available" / "No pages available" in {lang}).',
  })
  treeview(
    @Access() caller: CallerAccess,
    @Param('type', TreeTypePipe) type: TreeType,
    @Param('id', ContentIdPipe) id: number,
    @Param('lang', LanguageParamPipe) lang: Language,
  ): Promise<TreeNode> {
    return this.tree.tree(caller, type, id, lang);
  }

  @Get('breadcrumb/:lang/:type/:id/:user_id')
  @RequirePermission('module.read')
  @ApiParam({ name: 'type', enum: BREADCRUMB_TYPES })
  @ApiParam({
    name: 'user_id',
    type: String,
    description:
      'Kept for the specification’s path; the path is the same for every user, so it is not used ' +
      '(access follows the caller: unpublished content answers 404 to non-authors).',
  })
  @ApiOperation({
    summary: 'The path module → chapter → section → page (or test → section → page) with names.',
  })
  breadcrumb(
    @Access() caller: CallerAccess,
    @Param('lang', LanguageParamPipe) lang: Language,
    @Param('type', BreadcrumbTypePipe) type: BreadcrumbType,
    @Param('id', ContentIdPipe) id: number,
  ): Promise<Crumb[]> {
    return this.tree.breadcrumb(caller, type, id, lang);
  }

  @Get('attributes/:lang')
  @Authenticated()
  @ApiOperation({
    summary: 'Authored choice lists, e.g. ?type=end_treatment: the reasons for ending a treatment.',
    description: 'Labels only (no personal data): any logged-in caller may read them.',
  })
  list(
    @Param('lang', LanguageParamPipe) lang: Language,
    @Query() query: AttributeListQuery,
  ): Promise<AttributeView[]> {
    return this.attributes.list(lang, query.type);
  }
}
