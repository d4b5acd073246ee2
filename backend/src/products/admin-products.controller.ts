import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { RequirePermission } from 'src/access/access-requirements';
import { ApiException } from 'src/common/errors/api-exception';
import {
  AdminLanguage,
  AdminListQuery,
  filters,
  parseAdminList,
  sendListPage,
} from 'src/common/http/react-admin';
import { type Language } from 'src/common/i18n/language';
import { UserIdPipe } from 'src/users/user-reference.pipe';
import { PRODUCT_TYPES, type ProductType } from './product.entity';
import { type ProductView } from './product-view';
import { PRODUCT_SORT_SQL, ProductsService } from './products.service';

function productType(value: unknown): ProductType | undefined {
  if (value === undefined) return undefined;
  if (PRODUCT_TYPES.includes(value as ProductType)) return value as ProductType;
  throw ApiException.invalidData({ 'filter.type': [{ key: 'products.typeUnknown' }] });
}

/** The console's products resource, read-only: filter {type, q, id}, sorted by sort order. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/products')
@RequirePermission('company.read')
export class AdminProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get()
  @ApiOperation({ summary: 'The catalogue, react-admin style (names in the caller’s language).' })
  async list(
    @Query() raw: AdminListQuery,
    @AdminLanguage() lang: Language,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ProductView[]> {
    const query = parseAdminList(raw, PRODUCT_SORT_SQL, 'sort_order');
    const page = await this.products.find(
      {
        type: productType(query.filter.type),
        ids: filters.numericIds(query),
        q: filters.text(query.filter, 'q'),
      },
      {
        offset: query.offset,
        limit: query.limit,
        sort: query.sort,
      },
      lang,
    );
    return sendListPage(reply, 'products', query, page);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One product.' })
  one(
    @Param('id', UserIdPipe) { id }: { id: number },
    @AdminLanguage() lang: Language,
  ): Promise<ProductView> {
    return this.products.one(id, lang);
  }
}
