import { PageQuery } from 'src/common/http/page-query';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { ROLES, type Role } from '@sinnro/access';
import { Transform, type TransformFnParams } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export const USER_LIST_ORDERS = ['name', 'email', 'created_at', 'role'] as const;
export type UserListOrder = (typeof USER_LIST_ORDERS)[number];

const trimmedLowerCase = Transform(({ value }: TransformFnParams): unknown => {
  const raw: unknown = value;
  return typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
});

/** GET /api/users/list: a page of users, searched, filtered by role and sorted. */
export class UserListQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Words each found in first name, last name or e-mail' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  keyword?: string;

  @ApiPropertyOptional({ enum: ROLES })
  @IsOptional()
  @IsIn(ROLES, { message: 'users.roleUnknown' })
  role?: Role;

  @ApiPropertyOptional({ enum: USER_LIST_ORDERS, default: 'name' })
  @IsOptional()
  @IsIn(USER_LIST_ORDERS)
  order_by: UserListOrder = 'name';

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'asc' })
  @IsOptional()
  @trimmedLowerCase
  @IsIn(['asc', 'desc'])
  order: 'asc' | 'desc' = 'asc';
}
