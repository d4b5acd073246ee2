import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import {
  type CurrentUserProfileAnswer,
  CurrentUserProfileService,
} from './current-user-profile.service';

@ApiTags('users')
@ApiBearerAuth()
@Controller('api/users')
export class UsersController {
  constructor(private readonly profiles: CurrentUserProfileService) {}

  @Get('get-current-user-profile')
  @Authenticated()
  @ApiOperation({ summary: 'The signed-in user with roles, permissions, companies and units.' })
  currentUserProfile(@Access() caller: CallerAccess): Promise<CurrentUserProfileAnswer> {
    return this.profiles.forCaller(caller);
  }
}
