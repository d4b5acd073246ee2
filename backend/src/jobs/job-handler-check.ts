/** A handler found in the worker: the job it declares and its class name. */
export interface FoundHandler {
  job: string;
  handler: string;
}

/** The worker's handlers do not match the job catalogue; the worker does not start. */
export class JobHandlersError extends Error {
  override name = 'JobHandlersError';
}

/**
 * Every expected job needs exactly one handler: a missing one would leave its jobs failing in
 * Redis, and two would make it a matter of chance which one runs.
 */
export function assertOneHandlerPerJob(
  expected: readonly string[],
  found: readonly FoundHandler[],
): void {
  const problems = [...new Set([...expected, ...found.map(({ job }) => job)])]
    .map((job) => problem(job, found, expected.includes(job)))
    .filter((text): text is string => text !== undefined);
  if (problems.length > 0) {
    throw new JobHandlersError(
      `Job handlers do not match the job catalogue: ${problems.join('; ')}.`,
    );
  }
}

function problem(
  job: string,
  found: readonly FoundHandler[],
  expected: boolean,
): string | undefined {
  const handlers = found.filter((candidate) => candidate.job === job).map(({ handler }) => handler);
  if (handlers.length === 0 && expected) return `no handler for job ${job}`;
  if (handlers.length > 1)
    return `job ${job} has ${handlers.length} handlers (${handlers.join(', ')})`;
  return undefined;
}
