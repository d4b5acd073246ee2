import { Module } from '@nestjs/common';
import { UsersModule } from 'src/users/users.module';
import { Auth2TokenService } from './auth2-token.service';
import { DevIssuerHost } from './dev-issuer/dev-issuer-host';
import { EidOnboardingService } from './eid-onboarding.service';
import { EidController } from './eid.controller';
import { EidService } from './eid.service';

/**
 * Login with the national e-ID (OpenID Connect), onboarding of new clients, and — outside
 * production, without EID_ISSUER_URL — the embedded development issuer under /dev-eid.
 * TokenService and CallerAccessService come from the global AccessModule.
 */
@Module({
  imports: [UsersModule],
  controllers: [EidController],
  providers: [DevIssuerHost, EidService, Auth2TokenService, EidOnboardingService],
})
export class EidModule {}
