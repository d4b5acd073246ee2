import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { JobProducer } from 'src/jobs/job-producer';

/** Queues the distribution of a program's newly added modules to its active subscriptions. */
@Injectable()
export class ProgramModuleDistribution {
  constructor(private readonly jobs: JobProducer) {}

  /**
   * The job id names the program, the saved version (its update time) and the modules, so the
   * same save queued twice runs once, while a later save that adds a module again runs anew.
   */
  async enqueue(programId: number, moduleIds: readonly number[], savedAt: Date): Promise<string> {
    const sorted = [...new Set(moduleIds)].sort((a, b) => a - b);
    const digest = createHash('sha256')
      .update(`${savedAt.getTime()}|${sorted.join(',')}`)
      .digest('hex')
      .slice(0, 24);
    const jobId = `distribute-program-modules-${programId}-${digest}`;
    return this.jobs.add(
      'subscriptions.distribute-program-modules',
      { programId, moduleIds: sorted },
      { jobId },
    );
  }
}
