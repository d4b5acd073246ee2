import { CreateRequestContext, EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { type Job } from 'bullmq';
import { type JobCatalogue } from 'src/jobs/job-catalogue';
import { QUEUE_NAMES } from 'src/jobs/queue-names';
import { ModuleDistributionService } from './module-distribution.service';

/** Job names of the subscriptions queue; every one needs a case below. */
type SubscriptionJobName = 'subscriptions.distribute-program-modules';

/**
 * The one processor of the `subscriptions` queue: a queue has one worker, so jobs of other
 * subscription concerns (trial expiry, end dates) get their case here too.
 */
@Processor(QUEUE_NAMES.subscriptions, { concurrency: 2 })
export class SubscriptionsProcessor extends WorkerHost {
  private readonly logger = new Logger(SubscriptionsProcessor.name);

  constructor(
    // Read by @CreateRequestContext, which gives each job its own identity map.
    readonly orm: MikroORM,
    readonly em: EntityManager,
    private readonly distribution: ModuleDistributionService,
  ) {
    super();
  }

  @CreateRequestContext()
  async process(job: Job): Promise<void> {
    const name = job.name as SubscriptionJobName;
    switch (name) {
      case 'subscriptions.distribute-program-modules':
        return this.distribute(job.data as JobCatalogue[typeof name]);
      default:
        throw new Error(`Unknown job ${String(job.name)} on the subscriptions queue`);
    }
  }

  private async distribute({
    programId,
    moduleIds,
  }: JobCatalogue['subscriptions.distribute-program-modules']): Promise<void> {
    const result = await this.distribution.distribute(programId, moduleIds);
    this.logger.log(
      `Program ${programId}: ${result.added} modules added across ${result.subscriptions} active subscriptions`,
    );
  }
}
