/**
 * The risk item: PHQ-9 item 9 ("thoughts that you would be better off dead, or of hurting
 * yourself"), keyed by the seeded question's stable code, not its wording.
 */
export const RISK_QUESTION_CODE = 'phq9_9';
