import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { UsersModule } from 'src/users/users.module';
import { AccessTokenGuard } from './access-token.guard';
import { AuthController } from './auth.controller';
import { PasswordLoginService } from './password-login.service';
import { TokenService } from './token.service';

@Global()
@Module({
  imports: [UsersModule],
  controllers: [AuthController],
  providers: [
    TokenService,
    PasswordLoginService,
    { provide: APP_GUARD, useClass: AccessTokenGuard },
  ],
  exports: [TokenService],
})
export class AccessModule {}
