import { Global, Module } from '@nestjs/common';
import { AccessLogController } from 'src/access-log/access-log.controller';
import { AccessLogService } from 'src/access-log/access-log.service';
import { AuditService } from './audit.service';

/** The append-only logs: access to client data, and security/authoring events. */
@Global()
@Module({
  controllers: [AccessLogController],
  providers: [AccessLogService, AuditService],
  exports: [AccessLogService, AuditService],
})
export class AuditModule {}
