import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { Environment } from 'src/config/environment';
import { QUEUE_NAMES } from 'src/jobs/queue-names';
import { failFastRedisOptions } from 'src/redis/redis-options';
import { MailService } from './mail.service';

/** The producer side, for the API: store a mail and queue it. */
@Module({
  imports: [
    BullModule.registerQueueAsync({
      name: QUEUE_NAMES.mail,
      inject: [Environment],
      // Producers fail at once while Redis is down (the sweep sends the stored mail later).
      useFactory: (environment: Environment) => ({
        connection: failFastRedisOptions(environment.REDIS_URL),
      }),
    }),
  ],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
