import { IsOptional, IsString } from 'class-validator';

/** ra-data-simple-rest's list query, parsed by parseListQuery. */
export class ReactAdminListQuery {
  @IsOptional()
  @IsString()
  filter?: string;

  @IsOptional()
  @IsString()
  range?: string;

  @IsOptional()
  @IsString()
  sort?: string;
}
