import { DynamicModule, Module } from '@nestjs/common';
import { AccessModule } from './access/access.module';
import { AuditModule } from './audit/audit.module';
import { ConfigModule } from './config/config.module';
import { Environment } from './config/environment';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { JobsModule } from './jobs/jobs.module';
import { LoggingModule } from './logging/logging.module';
import { MailModule } from './mail/mail.module';
import { RedisModule } from './redis/redis.module';
import { UsersModule } from './users/users.module';

/** The HTTP application: every domain module plus the platform services they share. */
@Module({})
export class AppModule {
  static forRoot(environment: Environment): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(environment),
        LoggingModule,
        DatabaseModule,
        RedisModule,
        JobsModule,
        MailModule.register('fail-fast'),
        HealthModule,
        AuditModule,
        AccessModule,
        UsersModule,
      ],
    };
  }
}
