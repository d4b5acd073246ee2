import { Logger } from '@nestjs/common';
import { type JobCatalogue } from 'src/jobs/job-catalogue';
import { type HandlesJob, JobHandler } from 'src/jobs/job-handler';
import { ModuleDistributionService } from './module-distribution.service';

@JobHandler('subscriptions.distribute-program-modules')
export class DistributeProgramModulesHandler implements HandlesJob<'subscriptions.distribute-program-modules'> {
  private readonly logger = new Logger(DistributeProgramModulesHandler.name);

  constructor(private readonly distribution: ModuleDistributionService) {}

  async handle({
    programId,
    moduleIds,
  }: JobCatalogue['subscriptions.distribute-program-modules']): Promise<void> {
    const result = await this.distribution.distribute(programId, moduleIds);
    this.logger.log(
      `Program ${programId}: ${result.added} modules added across ${result.subscriptions} active subscriptions`,
    );
  }
}
