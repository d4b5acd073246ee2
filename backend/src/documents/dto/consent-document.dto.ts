import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, type TransformFnParams, Type } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { WhenSent } from 'src/common/http/input-checks';

const trimmed = Transform(({ value }: TransformFnParams): unknown => {
  const raw: unknown = value;
  return typeof raw === 'string' ? raw.trim() : raw;
});

/** A title in Swedish and English (both required, at most 200 characters). */
export class ConsentTitleDto {
  @ApiProperty({ maxLength: 200 })
  @trimmed
  @IsString()
  @IsNotEmpty({ message: 'consentDocuments.titleRequired' })
  @MaxLength(200)
  sv!: string;

  @ApiProperty({ maxLength: 200 })
  @trimmed
  @IsString()
  @IsNotEmpty({ message: 'consentDocuments.titleRequired' })
  @MaxLength(200)
  en!: string;
}

/** The consent text in Swedish and English (both required). */
export class ConsentBodyDto {
  @ApiProperty({ maxLength: 100_000 })
  @trimmed
  @IsString()
  @IsNotEmpty({ message: 'consentDocuments.bodyRequired' })
  @MaxLength(100_000)
  sv!: string;

  @ApiProperty({ maxLength: 100_000 })
  @trimmed
  @IsString()
  @IsNotEmpty({ message: 'consentDocuments.bodyRequired' })
  @MaxLength(100_000)
  en!: string;
}

export class CreateConsentDocumentDto {
  @ApiProperty({ format: 'uuid' })
  @IsDefined()
  @IsUUID()
  company_uuid!: string;

  @ApiProperty({ type: ConsentTitleDto })
  @IsDefined({ message: 'consentDocuments.titleRequired' })
  @IsObject()
  @ValidateNested()
  @Type(() => ConsentTitleDto)
  title!: ConsentTitleDto;

  @ApiProperty({ type: ConsentBodyDto })
  @IsDefined({ message: 'consentDocuments.bodyRequired' })
  @IsObject()
  @ValidateNested()
  @Type(() => ConsentBodyDto)
  body!: ConsentBodyDto;

  @ApiPropertyOptional({ default: true })
  @WhenSent()
  @IsBoolean()
  active?: boolean;
}

/** A change: only what is sent changes; a changed title or text bumps the version. */
export class UpdateConsentDocumentDto {
  @ApiPropertyOptional({ type: ConsentTitleDto })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => ConsentTitleDto)
  title?: ConsentTitleDto;

  @ApiPropertyOptional({ type: ConsentBodyDto })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => ConsentBodyDto)
  body?: ConsentBodyDto;

  @ApiPropertyOptional()
  @WhenSent()
  @IsBoolean()
  active?: boolean;
}

export class ConsentDocumentListQuery {
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  company_uuid?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @Transform(({ value }: TransformFnParams): unknown =>
    value === 'true' ? true : value === 'false' ? false : value,
  )
  @IsBoolean()
  active?: boolean;
}
