/** What the client has done on a page of an instance. */
export interface DonePage {
  approvalRequired: boolean;
  approvedAt: Date | null;
}

/**
 * Where a client stands in a module instance, by the position of pages in the outline. Its percent
 * is the progress rule's (progress.ts), not this state's.
 */
export interface PlayerState {
  /** The first page not done yet (null: every page is done). */
  firstOpen: number | null;
  /** A done page still waiting for the therapist's approval (null: none). */
  awaiting: number | null;
  /** The last page the client may open or answer. */
  lastReachable: number;
  /** The page to show when none is asked for (null: nothing left to do). */
  current: number | null;
  /** Every page done and none waiting for approval. */
  completed: boolean;
}

/**
 * Pages are answered in order; a page needing approval blocks every page after it until approved.
 * A client may go back to any page before the one they are at, and answer it again.
 */
export function playerState(
  pageIds: readonly number[],
  done: ReadonlyMap<number, DonePage>,
): PlayerState {
  const open = pageIds.findIndex((id) => !done.has(id));
  const waiting = pageIds.findIndex((id) => {
    const page = done.get(id);
    return page !== undefined && page.approvalRequired && page.approvedAt === null;
  });
  const firstOpen = open === -1 ? null : open;
  const awaiting = waiting === -1 ? null : waiting;
  const lastReachable = Math.min(
    firstOpen ?? pageIds.length - 1,
    awaiting ?? Number.POSITIVE_INFINITY,
  );
  return {
    firstOpen,
    awaiting,
    lastReachable,
    current: awaiting ?? firstOpen,
    completed: pageIds.length > 0 && firstOpen === null && awaiting === null,
  };
}
