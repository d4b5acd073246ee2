import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { RequirePermission } from 'src/access/access-requirements';
import { CallerLanguage } from 'src/companies/caller-language';
import { ReactAdminListQuery } from 'src/companies/dto/react-admin-list.query';
import { ApiException } from 'src/common/errors/api-exception';
import { contentRange, parseListQuery } from 'src/common/http/react-admin-query';
import { type Language } from 'src/common/i18n/language';
import { UserIdPipe } from 'src/users/user-reference.pipe';
import { PRODUCT_TYPES, type ProductType } from './product.entity';
import { type ProductView } from './product-view';
import { ProductsService } from './products.service';

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
    @Query() raw: ReactAdminListQuery,
    @CallerLanguage() lang: Language,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ProductView[]> {
    const query = parseListQuery(raw, ['sort_order'] as const, 'sort_order');
    const { rows, total } = await this.products.find(
      {
        type: productType(query.filter.type),
        ids: query.ids?.map(Number).filter(Number.isInteger),
        q: typeof query.filter.q === 'string' ? query.filter.q.trim() || undefined : undefined,
      },
      { offset: query.offset, limit: query.limit, order: query.sort.order },
      lang,
    );
    void reply.header('Content-Range', contentRange('products', query.offset, rows.length, total));
    return rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One product.' })
  one(
    @Param('id', UserIdPipe) { id }: { id: number },
    @CallerLanguage() lang: Language,
  ): Promise<ProductView> {
    return this.products.one(id, lang);
  }
}
