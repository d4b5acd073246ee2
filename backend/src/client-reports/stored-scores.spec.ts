import { changeLine } from './review-stored-scores.cli';
import { scoreChanges } from './stored-scores';

const report = { reportId: 7, clientUuid: 'c-uuid', templateId: 3, reportName: 'PHQ-9' };

describe('scoreChanges', () => {
  it('lists each frozen element whose score the rule now gives differently', () => {
    const frozen = [
      { position: 0, elementType: 'title', name: 'Title', score: null },
      { position: 1, elementType: 'combined_question', name: 'Total', score: 12 },
      { position: 2, elementType: 'single_question', name: 'Item 9', score: 0 },
      { position: 3, elementType: 'single_question', name: 'Item 8', score: 2 },
    ];
    const today = [
      { position: 0, elementType: 'title', score: null },
      { position: 1, elementType: 'combined_question', score: 13 },
      { position: 2, elementType: 'single_question', score: null },
      { position: 3, elementType: 'single_question', score: 2 },
    ];
    expect(scoreChanges(report, frozen, today)).toEqual([
      { ...report, position: 1, elementName: 'Total', oldScore: 12, newScore: 13 },
      { ...report, position: 2, elementName: 'Item 9', oldScore: 0, newScore: null },
    ]);
  });

  it('lists nothing when every score stands', () => {
    const frozen = [{ position: 0, elementType: 'combined_question', name: 'Total', score: 5 }];
    expect(scoreChanges(report, frozen, [{ ...frozen[0], score: 5 }])).toEqual([]);
  });

  it('skips elements the template no longer has, or has as another kind', () => {
    const frozen = [
      { position: 0, elementType: 'combined_question', name: 'Total', score: 5 },
      { position: 1, elementType: 'single_question', name: 'Gone', score: 1 },
    ];
    const today = [{ position: 0, elementType: 'title', score: null }];
    expect(scoreChanges(report, frozen, today)).toEqual([]);
  });
});

describe('changeLine', () => {
  it('is one tab-separated line, empty for null, without tabs or line breaks in names', () => {
    expect(
      changeLine({
        ...report,
        reportName: 'PHQ-9\tdepression\nscreening',
        position: 2,
        elementName: null,
        oldScore: 0,
        newScore: null,
      }),
    ).toBe('7\tc-uuid\t3\tPHQ-9 depression screening\t2\t\t0\t');
  });
});
