import { type Language } from 'src/common/i18n/language';
import { type RiskFlagAction } from './notification.entity';

/** A staff member named on a flag (who it went to, who acknowledged it). */
export interface RiskFlagPerson {
  uuid: string;
  name: string;
}

/** What was done about a flag, by whom and when. */
export interface RiskFlagAcknowledgement {
  at: Date;
  by: RiskFlagPerson | null;
  /** Null for a flag acknowledged before actions were recorded (the plain notification route). */
  action: RiskFlagAction | null;
  note: string | null;
}

/** A risk flag in a list: whose, which test and item, when, and whether it was acknowledged. */
export interface RiskFlagSummary {
  id: number;
  client: { id: number; uuid: string; first_name: string; last_name: string };
  module_id: number;
  /** The test's (assessment module's) name in the asked language. */
  test_name: string;
  /** The item's number in its test (PHQ-9 item 9: 9); null outside a test. */
  item_number: number | null;
  /** The value of the answer that raised the flag. */
  answer_value: number | null;
  created_at: Date;
  /** Who the flag was sent to. */
  recipient: RiskFlagPerson;
  acknowledged: RiskFlagAcknowledgement | null;
}

/** A band of a total score, as the round's report stored it. */
export interface RiskFlagBand {
  label: string | null;
  color: string | null;
  explanation: string | null;
}

/** The total of a round from its stored report (null until the round is complete and reported). */
export interface RiskFlagTotal {
  report_id: number;
  score: number;
  max_score: number | null;
  band: RiskFlagBand | null;
}

/** One round of the test: when, its total and band, and its answer to the flagged item. */
export interface RiskFlagRound {
  module_instance_id: number;
  num: number;
  started_at: Date;
  completed_at: Date | null;
  total: RiskFlagTotal | null;
  /** The round's answer to the flagged item, if it has one. */
  item_answer: { value: number; label: string } | null;
  /** The round in which this flag was raised. */
  flagged: boolean;
}

/** Why a flag was raised: the test, the item and its wording, the answer, the total, the rounds. */
export interface RiskFlagDetail extends RiskFlagSummary {
  language: Language;
  item: {
    question_id: number;
    number: number | null;
    code: string | null;
    /** The item's wording in the asked language. */
    text: string;
    /** Answers at or above this value raise a flag. */
    threshold: number;
    max_value: number;
  };
  answer: { option_id: number; value: number; label: string };
  /** The round in which the flag was raised, with its total. */
  round: RiskFlagRound;
  /** Every round of the test by the client, oldest first (this one included, marked flagged). */
  rounds: RiskFlagRound[];
}
