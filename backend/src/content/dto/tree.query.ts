import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ATTRIBUTE_TYPES, type AttributeType } from '../attribute.entity';

export class AttributeListQuery {
  @ApiPropertyOptional({ enum: ATTRIBUTE_TYPES, description: 'e.g. end_treatment' })
  @IsOptional()
  @IsIn(ATTRIBUTE_TYPES, { message: 'content.attributeTypeInvalid' })
  type?: AttributeType;
}
