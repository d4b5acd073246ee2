import { type ApiAnswer, type ApiSchemas } from '@sinnro/web-session';

/** A band as a score falls in it: its label and colour (`#rrggbb`). */
export type StaffReportBand = ApiSchemas['StaffReportBandLabelView'];

/** One band of the template's total: scores from `from` to `to`, both inclusive. */
export type StaffReportBandRange = ApiSchemas['StaffReportBandView'];

/**
 * One scored item with the client's answer in words and its score. `score` is null when the item
 * is unanswered or not scored (never counted as 0): the scoring rule of 27 Nov
 * (backend/src/client-reports/generated-report-views.ts) answers so, the API types still say
 * `number` until they are regenerated.
 */
export type StaffReportItem = Omit<ApiSchemas['StaffReportItemView'], 'score'> & {
  score: number | null;
};

/** The total of one round of the same template, oldest first. */
export type StaffReportRound = ApiSchemas['StaffReportRoundView'];

/** GET /api/specialist/report/generated/single/{id}: the report with the staff view's additions. */
export type StaffReportData = Omit<ApiAnswer<'GeneratedReportsController_staffSingle'>, 'items'> & {
  items: StaffReportItem[];
};
