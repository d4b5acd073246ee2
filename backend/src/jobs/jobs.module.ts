import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { Environment } from 'src/config/environment';
import { redisOptionsFromUrl, type RedisConnectionSettings } from 'src/redis/redis-options';
import { DEFAULT_JOB_OPTIONS } from './job-catalogue';

/** BullMQ's own Redis connection (it waits and reconnects) and key prefix. */
export function bullConnection(environment: Environment): {
  connection: RedisConnectionSettings;
  prefix: string;
} {
  return {
    connection: redisOptionsFromUrl(environment.REDIS_URL),
    prefix: environment.QUEUE_PREFIX,
  };
}

/** BullMQ's shared Redis connection and defaults, for the API (producers) and the worker. */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [Environment],
      useFactory: (environment: Environment) => ({
        ...bullConnection(environment),
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      }),
    }),
  ],
})
export class JobsModule {}
