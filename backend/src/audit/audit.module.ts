import { Global, Module } from '@nestjs/common';
import { AccessLogController } from 'src/access-log/access-log.controller';
import { AccessLogService } from 'src/access-log/access-log.service';
import { AccessLogReviewsController } from 'src/access-log/reviews/access-log-reviews.controller';
import { AccessLogReviewsService } from 'src/access-log/reviews/access-log-reviews.service';
import { OrganisationScopeService } from 'src/companies/organisation-scope.service';
import { UserMembershipsService } from 'src/users/user-memberships.service';
import { AuditService } from './audit.service';

/** The append-only logs: access to client data, and security/authoring events. */
@Global()
@Module({
  controllers: [AccessLogController, AccessLogReviewsController],
  // The scope and membership readers (stateless, on the entity manager) decide who may read whose
  // log; provided here rather than imported, as every module imports this global one.
  providers: [
    AccessLogService,
    AccessLogReviewsService,
    AuditService,
    OrganisationScopeService,
    UserMembershipsService,
  ],
  exports: [AccessLogService, AuditService],
})
export class AuditModule {}
