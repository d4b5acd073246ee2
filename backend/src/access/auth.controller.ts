import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CurrentUserProfileService,
  type CurrentUserProfile,
} from 'src/users/current-user-profile.service';
import { LoginDto } from './dto/login.dto';
import { PasswordLoginService } from './password-login.service';
import { Public } from './public.decorator';
import { TokenService } from './token.service';

@ApiTags('session')
@Controller()
export class AuthController {
  constructor(
    private readonly passwordLogin: PasswordLoginService,
    private readonly tokens: TokenService,
    private readonly profiles: CurrentUserProfileService,
  ) {}

  @Post('client/login')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Log in with e-mail and password; answers an access token and the user.',
  })
  async login(@Body() body: LoginDto): Promise<{ token: string; user: CurrentUserProfile }> {
    const user = await this.passwordLogin.authenticate(body.email, body.password);
    const [token, profile] = await Promise.all([
      this.tokens.issue(user),
      this.profiles.forUser(user),
    ]);
    return { token, user: profile };
  }
}
