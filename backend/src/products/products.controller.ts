import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from 'src/access/access-requirements';
import { type Language } from 'src/common/i18n/language';
import { LanguageParamPipe } from 'src/lookups/language-param.pipe';
import { ProductTypeQuery } from './product-type.query';
import { type ProductView } from './product-view';
import { ProductsService } from './products.service';

/** The product catalogue: prices and credit values, no personal data; any logged-in caller. */
@ApiTags('products')
@ApiBearerAuth()
@Controller('api/v1/products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get(':lang')
  @Authenticated()
  @ApiOperation({
    summary: 'Active products by sort order, names in sv or en; ?type=business|private.',
    description: 'Prices in öre; credit_value is what one unit (or call, with per_call) takes.',
  })
  catalogue(
    @Param('lang', LanguageParamPipe) lang: Language,
    @Query() query: ProductTypeQuery,
  ): Promise<ProductView[]> {
    return this.products.catalogue(lang, query.type);
  }
}
