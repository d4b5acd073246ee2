import { type RiskFlagAction } from './risk-flag-types';

/** The risk flag screens' texts, in the app's translation (numbers and dates come in formatted). */
export interface RiskFlagTexts {
  /** What was done, by action ("Kontaktade klienten"). */
  actions: Record<RiskFlagAction, string>;
  detail: {
    /** "Inte kvitterad. Flaggan höjdes {date}." */
    open: (date: string) => string;
    /** "Kvitterad av {name} {date}". */
    acknowledgedBy: (name: string, date: string) => string;
    /** The first section's heading ("Varför flaggan höjdes"). */
    why: string;
    test: string;
    /** "Fråga {number}". */
    item: (number: number) => string;
    /** The item's label when it has no number. */
    itemUnnumbered: string;
    answer: string;
    /** "(värde {value} av {max})". */
    answerValue: (value: number, max: number) => string;
    rule: string;
    /** "Flaggas vid värde {threshold} eller högre". */
    threshold: (threshold: number) => string;
    total: string;
    /** "{score} av {max}". */
    scoreOf: (score: number, max: number) => string;
    notDone: string;
    noReport: string;
    when: string;
    round: string;
    /** "Omgång {num}". */
    roundNumber: (num: number) => string;
    recipient: string;
    /** The rounds section's heading ("Klientens omgångar av {test}"). */
    rounds: (test: string) => string;
    completed: string;
    thisFlag: string;
  };
  acknowledge: {
    /** The dialog's title ("Kvittera riskflaggan för {name}"). */
    title: (name: string) => string;
    question: string;
    note: string;
    noteHelp: string;
    actionRequired: string;
    noteRequired: string;
    cancel: string;
    submit: string;
  };
}

/** How the app writes a time and a day in the reader's language. */
export interface RiskFlagDates {
  dateTime: (iso: string) => string;
  date: (iso: string) => string;
}
