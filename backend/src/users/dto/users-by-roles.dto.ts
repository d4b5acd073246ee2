import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role } from '@sinnro/access';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsNotEmpty } from 'class-validator';

/** POST /api/users/full-list-by-roles: the roles to list. */
export class UsersByRolesDto {
  @ApiProperty({ enum: ROLES, isArray: true })
  @IsNotEmpty({ message: 'users.rolesRequired' })
  @IsArray()
  @ArrayNotEmpty({ message: 'users.rolesRequired' })
  @ArrayMaxSize(ROLES.length)
  @IsIn(ROLES, { each: true, message: 'users.roleUnknown' })
  roles!: Role[];
}
