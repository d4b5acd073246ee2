import { type DonePage } from './player-state';
import {
  isPageCompleted,
  listingStatus,
  type ListingFacts,
  roundProgress,
  subscriptionProgress,
} from './progress';

const done = (entries: [number, Partial<DonePage>][]) =>
  new Map(
    entries.map(([id, page]) => [id, { approvalRequired: false, approvedAt: null, ...page }]),
  );
const running = (entries: [number, Partial<DonePage>][]) => ({
  completedAt: null,
  done: done(entries),
});
const finished = (entries: [number, Partial<DonePage>][]) => ({
  completedAt: new Date('2026-11-20T10:00:00Z'),
  done: done(entries),
});

describe('roundProgress', () => {
  const pages = [1, 2, 3, 4, 5];

  it('is 0 % before the first round and at the start of a round', () => {
    expect(roundProgress(pages, null)).toBe(0);
    expect(roundProgress(pages, running([]))).toBe(0);
  });

  it('counts the completed pages of the round over the module’s pages, down to whole percents', () => {
    expect(roundProgress(pages, running([[1, {}]]))).toBe(20);
    expect(
      roundProgress(
        pages,
        running([
          [1, {}],
          [2, {}],
        ]),
      ),
    ).toBe(40);
    expect(roundProgress([1, 2, 3], running([[1, {}]]))).toBe(33);
    expect(
      roundProgress(
        [1, 2, 3],
        running([
          [1, {}],
          [2, {}],
        ]),
      ),
    ).toBe(66);
  });

  it('does not count a page waiting for the therapist’s approval until it is approved', () => {
    const waiting = running([
      [1, {}],
      [2, { approvalRequired: true }],
    ]);
    expect(roundProgress(pages, waiting)).toBe(20);
    const approved = running([
      [1, {}],
      [2, { approvalRequired: true, approvedAt: new Date() }],
    ]);
    expect(roundProgress(pages, approved)).toBe(40);
  });

  it('ignores pages done that are no longer in the module', () => {
    expect(
      roundProgress(
        pages,
        running([
          [1, {}],
          [99, {}],
        ]),
      ),
    ).toBe(20);
  });

  it('is 100 % exactly when the round is finished, whatever the pages are now', () => {
    const allDone = pages.map((id): [number, Partial<DonePage>] => [id, {}]);
    // Every page done but the round not marked finished (a page was removed meanwhile): 99 %.
    expect(roundProgress(pages, running(allDone))).toBe(99);
    expect(roundProgress(pages, finished(allDone))).toBe(100);
    // Pages added to the module after the round was finished do not undo it.
    expect(roundProgress([...pages, 6, 7], finished(allDone))).toBe(100);
    // A finished assessment (its pages were answered in the round) is 100 %.
    expect(roundProgress([10], finished([[10, {}]]))).toBe(100);
  });

  it('keeps a module without pages at 0 % until a round is finished', () => {
    expect(roundProgress([], running([]))).toBe(0);
    expect(roundProgress([], finished([]))).toBe(100);
  });
});

describe('isPageCompleted', () => {
  it('needs the page done, and approved when it needs approval', () => {
    expect(isPageCompleted(undefined)).toBe(false);
    expect(isPageCompleted({ approvalRequired: false, approvedAt: null })).toBe(true);
    expect(isPageCompleted({ approvalRequired: true, approvedAt: null })).toBe(false);
    expect(isPageCompleted({ approvalRequired: true, approvedAt: new Date() })).toBe(true);
  });
});

describe('listingStatus', () => {
  const open: ListingFacts = { subscriptionActive: true, isOpen: true, moduleStatus: 1 };

  it('lists a module as completed exactly at 100 %', () => {
    expect(listingStatus(100, open)).toBe('completed');
    expect(listingStatus(99, open)).toBe('ongoing');
    expect(listingStatus(0, open)).toBe('ongoing');
    // Finished is finished, even once the subscription has ended or the module is locked.
    expect(listingStatus(100, { ...open, subscriptionActive: false })).toBe('completed');
    expect(listingStatus(100, { ...open, isOpen: false })).toBe('completed');
  });

  it('lists an unfinished module of an inactive subscription or a closed module as expired', () => {
    expect(listingStatus(40, { ...open, subscriptionActive: false })).toBe('expired');
    expect(listingStatus(40, { ...open, moduleStatus: 0 })).toBe('expired');
  });

  it('lists an unfinished open module as ongoing and a locked one as upcoming', () => {
    expect(listingStatus(40, open)).toBe('ongoing');
    expect(listingStatus(0, { ...open, isOpen: false })).toBe('upcoming');
  });
});

describe('subscriptionProgress', () => {
  it('averages its modules’ progress down to whole percents, 0 without modules', () => {
    expect(subscriptionProgress([])).toBe(0);
    expect(subscriptionProgress([{ progress: 100 }, { progress: 40 }, { progress: 0 }])).toBe(46);
  });
});
