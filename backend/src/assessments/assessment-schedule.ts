import { HttpStatus } from '@nestjs/common';
import { ApiException } from 'src/common/errors/api-exception';
import { type ContentModule } from 'src/content/content-module.entity';

const DAY_MS = 24 * 3600 * 1000;

/** What the repetition rule needs of a module instance. */
export interface RunFacts {
  completedAt: Date | null;
}

/** What the repetition rule needs of a module. */
export type RepeatFacts = Pick<ContentModule, 'type' | 'repeatable' | 'iterationDays'>;

/**
 * When the next repetition of an assessment becomes available: `iterationDays` after the newest
 * instance was completed. Null while the newest is not completed (it is the one to answer), and
 * for modules that are not assessments or have no interval.
 */
export function nextDueAt(module: RepeatFacts, newest: RunFacts | null): Date | null {
  if (module.type !== 'assessment' || !module.iterationDays || !newest?.completedAt) return null;
  return new Date(newest.completedAt.getTime() + module.iterationDays * DAY_MS);
}

/**
 * Whether a new instance may be started now after `newest`: an assessment repeats once its
 * `iterationDays` have passed since the newest was completed (each repetition its own instance and
 * report); another module when it is repeatable and the newest is completed. Before the first
 * instance nothing is "new": the first visit starts instance 1.
 */
export function mayStartNew(
  module: RepeatFacts,
  newest: RunFacts | null,
  now: Date = new Date(),
): boolean {
  if (!newest?.completedAt) return false;
  if (module.type === 'assessment') {
    const due = nextDueAt(module, newest);
    return due !== null && due.getTime() <= now.getTime();
  }
  return module.repeatable;
}

/** YYYY-MM-DD of a moment in UTC. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/**
 * Why a new instance may not start after `newest`: 409 naming the day an assessment's next
 * repetition opens, else that the module does not repeat (or its newest run is not completed).
 */
export function repeatRefusal(module: RepeatFacts, newest: RunFacts): ApiException {
  const due = nextDueAt(module, newest);
  if (due) {
    return new ApiException(HttpStatus.CONFLICT, {
      key: 'assessments.notDueYet',
      params: { date: utcDay(due) },
    });
  }
  return ApiException.conflict('learning.newInstanceNotAllowed');
}
