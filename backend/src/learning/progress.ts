import { MODULE_STATUS_ACTIVE } from 'src/subscriptions/subscription-statuses';
import { type DonePage } from './player-state';

/**
 * The progress rule: one percent per module of a client's subscription, the only one every screen
 * shows (the client's module list, the module page, the page player and the therapist's module
 * summaries all answer it; no client computes a percent).
 *
 * - The round that counts is the module's newest instance (the active one); before the first
 *   round the module is at 0 %. A new round starts again at 0 %: the latest round counts, not the
 *   best one.
 * - A finished round (its `completed_at` is set) is 100 %, whatever the module's pages are now;
 *   so an assessment done is 100 %.
 * - Otherwise: the module's pages (its current outline) the client has completed in that round,
 *   over the number of its pages, in whole percent rounded down, and at most 99 %: 100 % means
 *   finished and nothing else. A page is completed once done (answered, or read for a page
 *   without questions) and, when it needs the therapist's approval, approved: a page waiting for
 *   approval does not count yet. A module without pages is at 0 % until a round is finished.
 */
export function roundProgress(pageIds: readonly number[], round: RoundFacts | null): number {
  if (round === null) return 0;
  if (round.completedAt !== null) return 100;
  if (pageIds.length === 0) return 0;
  const completed = pageIds.filter((id) => isPageCompleted(round.done.get(id))).length;
  return Math.min(99, Math.floor((completed / pageIds.length) * 100));
}

/** A page done in a round, and approved when it needed approval. */
export function isPageCompleted(page: DonePage | undefined): boolean {
  return page !== undefined && (!page.approvalRequired || page.approvedAt !== null);
}

/** What the rule needs of a round (a module instance). */
export interface RoundFacts {
  completedAt: Date | null;
  /** The pages done in the round, by page id. */
  done: ReadonlyMap<number, DonePage>;
}

/** The listing states of a module, in list order. */
export const MODULE_LISTING_STATUSES = ['ongoing', 'upcoming', 'completed', 'expired'] as const;
export type ModuleListingStatus = (typeof MODULE_LISTING_STATUSES)[number];

export interface ListingFacts {
  /** The subscription's effective status is active (not ended, cancelled or past its end date). */
  subscriptionActive: boolean;
  isOpen: boolean;
  moduleStatus: number;
}

/**
 * Where a module is listed (the specification's listing states, section 4), consistent with its
 * progress: `completed` exactly when the progress is 100 %; otherwise `expired` when the
 * subscription is not active (ended, cancelled, past its end date) or the module is closed
 * (`module_status` not 1); otherwise `ongoing` when it is open, `upcoming` while it is locked.
 */
export function listingStatus(progress: number, facts: ListingFacts): ModuleListingStatus {
  if (progress === 100) return 'completed';
  if (!facts.subscriptionActive || facts.moduleStatus !== MODULE_STATUS_ACTIVE) return 'expired';
  return facts.isOpen ? 'ongoing' : 'upcoming';
}

/** A subscription's progress: the average of its modules' progress, rounded down (0 without). */
export function subscriptionProgress(modules: readonly { progress: number }[]): number {
  if (modules.length === 0) return 0;
  return Math.floor(modules.reduce((sum, module) => sum + module.progress, 0) / modules.length);
}
