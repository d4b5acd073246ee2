import { Module } from '@nestjs/common';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetRateLimiter } from './password-reset-rate-limiter';
import { PasswordResetService } from './password-reset.service';

/** POST /api/password/reset and /api/update-reset-password. */
@Module({
  controllers: [PasswordResetController],
  providers: [PasswordResetService, PasswordResetRateLimiter],
})
export class PasswordResetModule {}
