import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { UsersModule } from 'src/users/users.module';
import { AccessTokenGuard } from './access-token.guard';
import { ActiveAccountService } from './active-account.service';
import { AuthController } from './auth.controller';
import { CallerAccessService } from './caller-access.service';
import { LoginRateLimiter } from './login-rate-limiter';
import { PasswordLoginService } from './password-login.service';
import { SessionEvents } from './session-events';
import { SessionHandoverController } from './session-handover.controller';
import { SessionHandoverService } from './session-handover.service';
import { SessionService } from './session.service';
import { StaffEidRule } from './staff-eid-rule';
import { TokenRevocationService } from './token-revocation.service';
import { TokenService } from './token.service';

@Global()
@Module({
  imports: [UsersModule],
  controllers: [AuthController, SessionHandoverController],
  providers: [
    TokenService,
    TokenRevocationService,
    ActiveAccountService,
    LoginRateLimiter,
    PasswordLoginService,
    SessionService,
    SessionEvents,
    SessionHandoverService,
    CallerAccessService,
    StaffEidRule,
    { provide: APP_GUARD, useClass: AccessTokenGuard },
  ],
  exports: [
    TokenService,
    TokenRevocationService,
    ActiveAccountService,
    CallerAccessService,
    LoginRateLimiter,
    SessionEvents,
    SessionHandoverService,
    StaffEidRule,
  ],
})
export class AccessModule {}
