import { Module } from '@nestjs/common';
import { CompanyLinksController } from './company-links.controller';
import { CompanyLinksService } from './company-links.service';

/** POST/DELETE /api/v1/users/link and POST /api/v1/users/link/confirm. */
@Module({
  controllers: [CompanyLinksController],
  providers: [CompanyLinksService],
})
export class CompanyLinksModule {}
