import fc from 'fast-check';
import { ApiException } from 'src/common/errors/api-exception';
import {
  FREQUENCY_OPTIONS,
  GAD7,
  type InstrumentSeed,
  PHQ9,
} from 'src/database/seeders/demo-instruments.data';
import { type ChosenAnswer, scoreOf, scoreTest } from 'src/reports/scoring';
import { elementScore } from './report-builder';
import {
  bandFor,
  chosenOptions,
  itemMax,
  itemScore,
  type RuleQuestion,
  riskOption,
  roundScore,
  scoreScale,
} from './scoring-rule';

interface Band {
  startValue: number;
  value: number;
  label: string;
}

interface RiskQuestion extends RuleQuestion {
  isRiskItem: boolean;
  riskThreshold: number;
}

/** A generated test: questions of every kind, a report's elements over them, bands. */
interface GeneratedTest {
  questions: RiskQuestion[];
  elements: number[][];
  bands: Band[];
}

const questionArb = (id: number): fc.Arbitrary<RiskQuestion> =>
  fc
    .record({
      kind: fc.constantFrom('one_option', 'options', 'unscored'),
      required: fc.boolean(),
      reverseScored: fc.boolean(),
      values: fc.array(fc.integer({ min: -3, max: 10 }), { minLength: 1, maxLength: 6 }),
      isRiskItem: fc.boolean(),
      riskThreshold: fc.integer({ min: 0, max: 5 }),
    })
    .map(({ values, ...rest }) => ({
      ...rest,
      id,
      options:
        rest.kind === 'unscored' ? [] : values.map((value, i) => ({ id: id * 100 + i, value })),
    }));

const testArb: fc.Arbitrary<GeneratedTest> = fc
  .integer({ min: 1, max: 10 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => questionArb(i + 1))))
  .chain((questions) =>
    fc.record({
      questions: fc.constant(questions),
      elements: fc.array(
        fc.subarray(
          questions.map((question) => question.id),
          { minLength: 1 },
        ),
        { minLength: 1, maxLength: 4 },
      ),
      bands: fc
        .array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 5 })
        .map((widths) => {
          let start = -10;
          return widths.map((width, index) => {
            const band = { startValue: start, value: start + width * 4, label: `band ${index}` };
            start = band.value + 1;
            return band;
          });
        }),
    }),
  );

/** Answers to a test: for each scored question none, one option, or (multiple choice) several. */
const answersArb = (test: GeneratedTest): fc.Arbitrary<Map<number, number[]>> =>
  fc
    .tuple(
      ...test.questions.map((question) =>
        question.options.length === 0
          ? fc.constant(null)
          : fc.option(
              question.kind === 'options'
                ? fc.subarray(
                    question.options.map((option) => option.id),
                    { minLength: 1 },
                  )
                : fc.constantFrom(...question.options.map((option) => [option.id])),
              { freq: 4 },
            ),
      ),
    )
    .map(
      (chosen) =>
        new Map(
          test.questions.flatMap((question, index) => {
            const ids = chosen[index];
            return ids ? [[question.id, ids] as [number, number[]]] : [];
          }),
        ),
    );

const testWithAnswers = testArb.chain((test) =>
  fc.record({ test: fc.constant(test), chosen: answersArb(test) }),
);

/** The endpoint's body for the chosen options. */
function endpointAnswers(chosen: ReadonlyMap<number, readonly number[]>): ChosenAnswer[] {
  return [...chosen].flatMap(([questionId, ids]) =>
    ids.map((optionId) => ({ question_id: questionId, option_id: optionId })),
  );
}

function endpointScore(test: GeneratedTest, chosen: ReadonlyMap<number, readonly number[]>) {
  try {
    return scoreTest(test.questions, endpointAnswers(chosen));
  } catch (error) {
    if (error instanceof ApiException && error.messageRef?.key === 'scoring.missingAnswers')
      return null;
    throw error;
  }
}

const questionsOf = (test: GeneratedTest, ids: readonly number[]) =>
  ids.map((id) => test.questions.find((question) => question.id === id) as RiskQuestion);

describe('the one scoring rule (property tests)', () => {
  it('the scoring endpoint and the report builder give every element the same score and band', () => {
    fc.assert(
      fc.property(testWithAnswers, ({ test, chosen }) => {
        const endpoint = endpointScore(test, chosen);
        const whole = elementScore(test.questions, chosen, test.bands);
        if (endpoint === null) {
          // The endpoint refuses an incomplete test (400); the report leaves it without a score.
          expect(whole.score).toBeNull();
          return;
        }
        expect(endpoint.score).toBe(whole.score);
        expect(endpoint.maxScore).toBe(whole.maxScore);
        for (const ids of test.elements) {
          const report = elementScore(questionsOf(test, ids), chosen, test.bands);
          const onScreen = scoreOf(endpoint, ids);
          expect(onScreen.score).toBe(report.score);
          expect(onScreen.maxScore).toBe(report.maxScore);
          expect(bandFor(test.bands, onScreen.score)).toBe(report.interval);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('the staff view’s item scores add up to the report’s element score', () => {
    fc.assert(
      fc.property(testWithAnswers, ({ test, chosen }) => {
        for (const ids of test.elements) {
          const questions = [...new Set(ids)].map((id) => questionsOf(test, [id])[0]);
          const items = questions.map((question) => itemScore(question, chosen.get(question.id)));
          const report = elementScore(questions, chosen, test.bands);
          const incomplete = questions.some(
            (question, index) =>
              question.kind !== 'unscored' && question.required && items[index] === null,
          );
          if (incomplete) {
            // Never scored as if the missing item were 0.
            expect(report.score).toBeNull();
            expect(report.interval).toBeUndefined();
            expect(report.barValue).toBeNull();
          } else {
            const sum = items.reduce<number>((total, score) => total + (score ?? 0), 0);
            expect(report.score).toBe(roundScore(sum));
            expect(report.interval).toBe(bandFor(test.bands, roundScore(sum)));
          }
          expect(report.maxScore).toBe(
            roundScore(questions.reduce((total, question) => total + itemMax(question), 0)),
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the risk flag is raised exactly when a risk item’s chosen option reaches its threshold', () => {
    fc.assert(
      fc.property(testWithAnswers, ({ test, chosen }) => {
        for (const question of test.questions) {
          const ids = chosen.get(question.id);
          const flagged = riskOption(question, ids) !== undefined;
          const expected =
            question.isRiskItem &&
            question.options.some(
              (option) => ids?.includes(option.id) && option.value >= question.riskThreshold,
            );
          expect(flagged).toBe(expected);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('rounds once, half away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (whole) => {
        expect(roundScore(whole + 0.5)).toBe(whole >= 0 ? whole + 1 : whole);
        expect(roundScore(-(whole + 0.5))).toBe(-roundScore(whole + 0.5));
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (value) => {
        expect(Math.abs(roundScore(value) - value)).toBeLessThanOrEqual(0.5);
        expect(roundScore(-value)).toBe(-roundScore(value) || 0);
      }),
    );
    expect(roundScore(2.5)).toBe(3);
    expect(roundScore(-2.5)).toBe(-3);
    expect(roundScore(0.49)).toBe(0);
  });

  it('reads stored answers as chosen options', () => {
    const chosen = chosenOptions([
      { question: { id: 1 }, optionIds: [11, 12] },
      { question: { id: 2 }, optionIds: null },
    ]);
    expect([...chosen]).toEqual([
      [1, [11, 12]],
      [2, null],
    ]);
  });
});

/** The instrument as seeded: its items on the 0–3 scale (one option each), required. */
function instrument(seed: InstrumentSeed): { questions: RiskQuestion[]; bands: Band[] } {
  return {
    questions: seed.items.map((_, index) => ({
      id: index + 1,
      kind: 'one_option',
      required: true,
      reverseScored: false,
      options: FREQUENCY_OPTIONS.map(({ value }) => ({ id: (index + 1) * 10 + value, value })),
      isRiskItem: seed.risk?.item === index,
      riskThreshold: seed.risk?.threshold ?? 1,
    })),
    bands: seed.bands.map((band) => ({
      startValue: band.start,
      value: band.end,
      label: band.label.en,
    })),
  };
}

/** The chosen options for item values (0–3) in item order. */
const answered = (values: readonly number[]) =>
  new Map(values.map((value, index) => [index + 1, [(index + 1) * 10 + value]]));

/** The published severity bands (Kroenke et al. 2001; Spitzer et al. 2006). */
function publishedBand(code: 'phq9' | 'gad7', total: number): string {
  const cut =
    code === 'phq9'
      ? ([
          [4, 'Minimal'],
          [9, 'Mild'],
          [14, 'Moderate'],
          [19, 'Moderately severe'],
          [27, 'Severe'],
        ] as const)
      : ([
          [4, 'Minimal'],
          [9, 'Mild'],
          [14, 'Moderate'],
          [21, 'Severe'],
        ] as const);
  return (cut.find(([upper]) => total <= upper) as readonly [number, string])[1];
}

describe.each([
  ['PHQ-9', PHQ9, 27, '0-4,5-9,10-14,15-19,20-27'],
  ['GAD-7', GAD7, 21, '0-4,5-9,10-14,15-21'],
] as const)('%s as its manual scores it', (_, seed, max, bands) => {
  const { questions, bands: intervals } = instrument(seed);

  it(`has the published bands ${bands}`, () => {
    expect(intervals.map((band) => `${band.startValue}-${band.value}`).join(',')).toBe(bands);
  });

  it('scores the sum of the items (0–3 each) with the band of that sum, on screen and in the report', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3 }), {
          minLength: questions.length,
          maxLength: questions.length,
        }),
        (values) => {
          const total = values.reduce((sum, value) => sum + value, 0);
          const chosen = answered(values);
          const report = elementScore(questions, chosen, intervals);
          const screen = scoreTest(questions, endpointAnswers(chosen));
          expect(report).toMatchObject({ score: total, maxScore: max });
          expect(screen).toMatchObject({ score: total, maxScore: max });
          expect(report.interval?.label).toBe(publishedBand(seed.code, total));
          expect(bandFor(intervals, screen.score)?.label).toBe(publishedBand(seed.code, total));
        },
      ),
    );
  });

  it('leaves the total unscored when an item is unanswered (never as if it were 0)', () => {
    const chosen = answered(questions.map(() => 1));
    chosen.delete(2);
    expect(scoreScale(questions, chosen)).toMatchObject({
      score: null,
      complete: false,
      missing: [2],
    });
    expect(elementScore(questions, chosen, intervals)).toMatchObject({
      score: null,
      interval: undefined,
    });
  });

  it('scores the band edges as published', () => {
    for (const band of intervals) {
      for (const total of [band.startValue, band.value]) {
        const values = questions.map((_, index) => Math.max(0, Math.min(3, total - 3 * index)));
        expect(elementScore(questions, answered(values), intervals).interval?.label).toBe(
          band.label,
        );
      }
    }
  });
});

describe('PHQ-9 item 9', () => {
  const { questions, bands } = instrument(PHQ9);
  const item9 = questions[8];

  it('above 0 raises the risk flag whatever the total; 0 never does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 8, maxLength: 8 }),
        fc.integer({ min: 0, max: 3 }),
        (others, value) => {
          const chosen = answered([...others, value]);
          expect(riskOption(item9, chosen.get(9)) !== undefined).toBe(value > 0);
          expect(elementScore(questions, chosen, bands).score).toBe(
            others.reduce((sum, v) => sum + v, value),
          );
        },
      ),
    );
    const lowest = answered([0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(elementScore(questions, lowest, bands).interval?.label).toBe('Minimal');
    expect(riskOption(item9, lowest.get(9))?.value).toBe(1);
  });

  it('is the only risk item of the seeded instruments', () => {
    expect(questions.filter((question) => question.isRiskItem).map((q) => q.id)).toEqual([9]);
    expect(instrument(GAD7).questions.some((question) => question.isRiskItem)).toBe(false);
  });
});
