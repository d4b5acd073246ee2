import { type DonePage, playerState } from './player-state';

const done = (entries: [number, Partial<DonePage>][]) =>
  new Map(
    entries.map(([id, page]) => [id, { approvalRequired: false, approvedAt: null, ...page }]),
  );

describe('playerState', () => {
  it('starts at the first page with nothing done', () => {
    expect(playerState([1, 2, 3], done([]))).toMatchObject({
      firstOpen: 0,
      awaiting: null,
      lastReachable: 0,
      current: 0,
      completed: false,
    });
  });

  it('moves on page by page', () => {
    expect(playerState([1, 2, 3], done([[1, {}]]))).toMatchObject({
      current: 1,
      lastReachable: 1,
    });
  });

  it('stops at a page waiting for approval, even when later pages were done before', () => {
    const state = playerState(
      [1, 2, 3],
      done([
        [1, {}],
        [2, { approvalRequired: true }],
      ]),
    );
    expect(state).toMatchObject({ awaiting: 1, current: 1, lastReachable: 1 });
    expect(state.completed).toBe(false);
  });

  it('goes on once the page is approved, and completes when every page is done', () => {
    const approved = { approvalRequired: true, approvedAt: new Date() };
    expect(playerState([1, 2], done([[1, approved]]))).toMatchObject({ current: 1 });
    expect(
      playerState(
        [1, 2],
        done([
          [1, approved],
          [2, {}],
        ]),
      ),
    ).toMatchObject({
      current: null,
      lastReachable: 1,
      completed: true,
    });
  });

  it('never completes a module without pages', () => {
    expect(playerState([], done([]))).toMatchObject({
      completed: false,
      current: null,
    });
  });
});
