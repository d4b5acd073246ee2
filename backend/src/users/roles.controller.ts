import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, RequirePermission } from 'src/access/access-requirements';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { LanguageParamPipe } from 'src/lookups/language-param.pipe';
import { type RoleGrants, roleGrants, type RoleOption, roleOptions } from './role-catalogue';

@ApiTags('roles')
@ApiBearerAuth()
@Controller('api')
export class RolesController {
  /**
   * Needs user.create rather than role.read: the add and edit screens of admins, health coaches
   * and premium therapists show what each role grants, and only admins hold role.read.
   */
  @Get('v1/permissions/roles')
  @RequirePermission('user.create')
  @ApiOperation({ summary: 'Each role and company role with the permission strings it grants.' })
  permissionsByRole(): { roles: RoleGrants[]; company_roles: RoleGrants[] } {
    return roleGrants();
  }

  @Get('roles/list/:lang')
  @Authenticated()
  @ApiOperation({ summary: 'The platform roles as { value, name } in sv or en.' })
  roles(@Param('lang', LanguageParamPipe) lang: Language): RoleOption[] {
    return roleOptions(lang, false);
  }

  @Get('roles/list/:lang/:extra')
  @Authenticated()
  @ApiOperation({ summary: 'With extra "company": the platform roles and the company roles.' })
  rolesWithExtra(
    @Param('lang', LanguageParamPipe) lang: Language,
    @Param('extra') extra: string,
  ): RoleOption[] {
    if (extra !== 'company') {
      const ref = { key: 'roles.extraUnknown' as const, params: { extra: extra.slice(0, 20) } };
      throw ApiException.badRequest(ref.key, { extra: [ref] }, ref.params);
    }
    return roleOptions(lang, true);
  }
}
