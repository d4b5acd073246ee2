import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PRODUCT_TYPES, type ProductType } from './product.entity';

/** GET /api/v1/products/{lang}?type=business. */
export class ProductTypeQuery {
  @ApiPropertyOptional({ enum: PRODUCT_TYPES })
  @IsOptional()
  @IsIn(PRODUCT_TYPES, { message: 'products.typeUnknown' })
  type?: ProductType;
}
