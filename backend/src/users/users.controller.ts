import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser } from 'src/access/authenticated-user';
import { CurrentUserProfileService, type CurrentUserProfile } from './current-user-profile.service';

@ApiTags('users')
@ApiBearerAuth()
@Controller('api/users')
export class UsersController {
  constructor(private readonly profiles: CurrentUserProfileService) {}

  @Get('get-current-user-profile')
  @ApiOperation({ summary: 'The signed-in user with roles, permissions, companies and units.' })
  currentUserProfile(@CurrentUser() caller: AuthenticatedUser): Promise<CurrentUserProfile> {
    return this.profiles.forUuid(caller.uuid);
  }
}
