import { BullModule, getQueueToken } from '@nestjs/bullmq';
import { type DynamicModule, Module } from '@nestjs/common';
import { type Queue } from 'bullmq';
import { RedisClient } from 'src/redis/redis.module';
import { JOB_NAMES, queueOf } from './job-catalogue';
import { JobProducer } from './job-producer';

/** The queues some job of the catalogue runs on. */
const PRODUCER_QUEUES = [...new Set(JOB_NAMES.map(queueOf))];

/**
 * The job producer, for every domain module. In the API the queues use the shared fail-fast Redis
 * client, so a request fails at once while Redis is down (mail stored before is re-queued by the
 * sweep later), and shutting down never waits on a dead connection (BullMQ leaves a client it is
 * given open; RedisModule closes it). The worker keeps BullMQ's own connection, which waits and
 * reconnects.
 */
@Module({})
export class JobProducerModule {
  static register(connection: 'fail-fast' | 'resilient'): DynamicModule {
    const queues =
      connection === 'fail-fast'
        ? BullModule.registerQueueAsync(
            ...PRODUCER_QUEUES.map((name) => ({
              name,
              inject: [RedisClient],
              useFactory: (redis: RedisClient) => ({ connection: redis }),
            })),
          )
        : BullModule.registerQueue(...PRODUCER_QUEUES.map((name) => ({ name })));
    const producer = {
      provide: JobProducer,
      inject: PRODUCER_QUEUES.map((name) => getQueueToken(name)),
      useFactory: (...registered: Queue[]) => new JobProducer(registered),
    };
    return {
      module: JobProducerModule,
      // Registered once per process (AppModule, WorkerModule); every domain module may queue jobs.
      global: true,
      imports: [queues],
      providers: [producer],
      exports: [producer, queues],
    };
  }
}
