import { type Question } from 'src/content/question.entity';

/**
 * Whether an answer raises a risk flag: the question is marked as a risk item (its own protected
 * property, e.g. PHQ-9 item 9 "thoughts that you would be better off dead, or of hurting
 * yourself") and the chosen option's value reaches the item's threshold. The question's code and
 * wording play no part.
 */
export function raisesRiskFlag(
  question: Pick<Question, 'isRiskItem' | 'riskThreshold'>,
  chosenValue: number,
): boolean {
  return question.isRiskItem && chosenValue >= question.riskThreshold;
}
