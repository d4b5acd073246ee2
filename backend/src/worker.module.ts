import { DynamicModule, Module } from '@nestjs/common';
import { ConfigModule } from './config/config.module';
import { Environment } from './config/environment';
import { DatabaseModule } from './database/database.module';
import { JobsModule } from './jobs/jobs.module';
import { JobProducerModule } from './jobs/job-producer.module';
import { JobWorkerModule } from './jobs/job-worker.module';
import { LoggingModule } from './logging/logging.module';
import { MailWorkerModule } from './mail/mail-worker.module';
import { SubscriptionsWorkerModule } from './subscriptions/subscriptions-worker.module';
import { GeneratedReportsWorkerModule } from './client-reports/generated-reports-worker.module';
import { RemindersWorkerModule } from './reminders/reminders-worker.module';
import { ChatWorkerModule } from './chat/chat-worker.module';
import { DataExportsWorkerModule } from './data-exports/data-exports-worker.module';
import { PaymentsWorkerModule } from './payments/payments-worker.module';

/** The worker process: BullMQ processors and job schedulers, no HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(environment: Environment): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(environment),
        LoggingModule.forRoot(),
        DatabaseModule,
        JobsModule,
        JobProducerModule.register('resilient'),
        JobWorkerModule.forRoot(),
        MailWorkerModule,
        SubscriptionsWorkerModule,
        GeneratedReportsWorkerModule,
        RemindersWorkerModule,
        ChatWorkerModule,
        DataExportsWorkerModule,
        PaymentsWorkerModule,
      ],
    };
  }
}
