import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, ChangesData } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type Language } from 'src/common/i18n/language';
import { LanguageParamPipe } from 'src/lookups/language-param.pipe';
import { type CurrentUserProfile } from './current-user-profile.service';
import { UpdateOwnProfileDto } from './dto/update-own-profile.dto';
import { OwnProfileService } from './own-profile.service';

/** The signed-in user's own account (no permission beyond being logged in). */
@ApiTags('users')
@ApiBearerAuth()
@Controller('api')
@Authenticated()
export class CurrentUserController {
  constructor(private readonly ownProfile: OwnProfileService) {}

  @Get('user-id')
  @ApiOperation({ summary: "The signed-in user's numeric id and uuid." })
  userId(@Access() caller: CallerAccess): { id: number; uuid: string } {
    return { id: caller.userId, uuid: caller.userUuid };
  }

  @Post('users/update-current-user-profile')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Changes own names, phone, language, birth year, gender, position, specialty.',
    description: 'Answers the updated profile, as GET /api/users/get-current-user-profile.',
  })
  updateProfile(
    @Access() caller: CallerAccess,
    @Body() form: UpdateOwnProfileDto,
  ): Promise<CurrentUserProfile> {
    return this.ownProfile.update(caller, form);
  }

  @Get('user/update_language/:locale')
  @ChangesData()
  @ApiOperation({ summary: 'Stores sv or en as the default language (a GET, as specified).' })
  updateLanguage(
    @Access() caller: CallerAccess,
    @Param('locale', LanguageParamPipe) locale: Language,
  ): Promise<{ default_lang: Language }> {
    return this.ownProfile.setLanguage(caller, locale);
  }
}
