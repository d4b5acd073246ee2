import { type QueryOrderMap } from '@mikro-orm/core';
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { RequirePermission } from 'src/access/access-requirements';
import { ApiException } from 'src/common/errors/api-exception';
import {
  AdminLanguage,
  AdminListQuery,
  filters,
  parseEntityList,
  sendListPage,
  type SortPaths,
} from 'src/common/http/react-admin';
import { type Language } from 'src/common/i18n/language';
import { UserIdPipe } from 'src/users/user-reference.pipe';
import { PRODUCT_CATEGORY_NAMES } from './product-categories';
import { type Product, PRODUCT_TYPES, type ProductType } from './product.entity';
import { type ProductView } from './product-view';
import { ProductsService } from './products.service';

function productType(value: unknown): ProductType | undefined {
  if (value === undefined) return undefined;
  if (PRODUCT_TYPES.includes(value as ProductType)) return value as ProductType;
  throw ApiException.invalidData({ 'filter.type': [{ key: 'products.typeUnknown' }] });
}

/** The category's name in `lang`, as SQL over the fixed catalogue of names. */
function categoryNameSql(lang: Language): (alias: string) => string {
  const names = Object.entries(PRODUCT_CATEGORY_NAMES).map(
    ([code, name]) => `when '${code}' then '${name[lang].replace(/'/g, "''")}'`,
  );
  return (alias) => `(case ${alias}.category ${names.join(' ')} else ${alias}.category end)`;
}

/** Record field → Product property: every field of the record, names in `lang`. */
function sorts(lang: Language) {
  return {
    id: ['id'],
    uuid: ['uuid'],
    code: ['code'],
    type: ['type'],
    category: ['category'],
    category_name: [{ sql: categoryNameSql(lang) }],
    name: [lang === 'en' ? 'nameEn' : 'nameSv'],
    default_price: ['defaultPrice'],
    credit_value: ['creditValue'],
    per_call: ['perCall'],
    starting_at: ['startingAt'],
    sort_order: ['sortOrder'],
    active: ['active'],
  } as const satisfies SortPaths<keyof ProductView>;
}
type SortField = keyof ReturnType<typeof sorts>;

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
    const paths = sorts(lang);
    const query = parseEntityList<SortField, QueryOrderMap<Product>>(raw, paths, 'sort_order');
    const page = await this.products.find(
      {
        type: productType(query.filter.type),
        ids: filters.numericIds(query),
        q: filters.text(query.filter, 'q'),
      },
      {
        offset: query.offset,
        limit: query.limit,
        order: query.sort.order,
        sort: query.orderBy,
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
