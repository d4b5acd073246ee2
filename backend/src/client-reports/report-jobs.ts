import { Injectable } from '@nestjs/common';
import { JobProducer } from 'src/jobs/job-producer';

/** The job id of an instance's reports: one job per instance, so queueing it twice runs once. */
export function reportJobId(moduleInstanceId: number): string {
  return `reports-generate-${moduleInstanceId}`;
}

/** Queues the building of a completed module instance's reports. */
@Injectable()
export class ReportJobs {
  constructor(private readonly jobs: JobProducer) {}

  async instanceCompleted(moduleInstanceId: number): Promise<void> {
    await this.jobs.add(
      'reports.generate',
      { moduleInstanceId },
      { jobId: reportJobId(moduleInstanceId) },
    );
  }
}
