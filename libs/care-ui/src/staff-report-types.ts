import { type ApiAnswer, type ApiSchemas } from '@sinnro/web-session';

/** A band as a score falls in it: its label and colour (`#rrggbb`). */
export type StaffReportBand = ApiSchemas['StaffReportBandLabelView'];

/** One band of the template's total: scores from `from` to `to`, both inclusive. */
export type StaffReportBandRange = ApiSchemas['StaffReportBandView'];

/** One scored item with the client's answer in words and its score (null when unanswered or not scored, never 0). */
export type StaffReportItem = ApiSchemas['StaffReportItemView'];

/** The total of one round of the same template, oldest first. */
export type StaffReportRound = ApiSchemas['StaffReportRoundView'];

/** GET /api/specialist/report/generated/single/{id}: the report with the staff view's additions. */
export type StaffReportData = ApiAnswer<'GeneratedReportsController_staffSingle'>;
