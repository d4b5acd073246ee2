import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { QUEUE_NAMES } from 'src/jobs/queue-names';
import { RedisClient } from 'src/redis/redis.module';
import { MailService } from './mail.service';

/**
 * Storing a mail and queueing it. In the API the queue uses the shared fail-fast Redis client, so
 * a request fails at once while Redis is down (the stored mail is re-queued by the sweep later),
 * and shutting down never waits on a dead connection (BullMQ leaves a client it is given open;
 * RedisModule closes it). The worker keeps BullMQ's own connection, which waits and reconnects.
 */
@Module({})
export class MailModule {
  static register(connection: 'fail-fast' | 'resilient'): DynamicModule {
    const queue =
      connection === 'fail-fast'
        ? BullModule.registerQueueAsync({
            name: QUEUE_NAMES.mail,
            inject: [RedisClient],
            useFactory: (redis: RedisClient) => ({ connection: redis }),
          })
        : BullModule.registerQueue({ name: QUEUE_NAMES.mail });
    return {
      module: MailModule,
      // Registered once per process (AppModule, WorkerModule); every domain module may send mail.
      global: true,
      imports: [queue],
      providers: [MailService],
      exports: [MailService, queue],
    };
  }
}
