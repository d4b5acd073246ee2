import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role } from '@sinnro/access';
import { IsIn } from 'class-validator';

export class ImpersonateRoleParamsDto {
  @ApiProperty({ enum: ROLES.filter((role) => role !== 'admin') })
  @IsIn([...ROLES], { message: 'validation.enum' })
  role!: Role;
}
