import { type ApiSchemas } from '@sinnro/web-session';

/** A row of /api/admin/programs. */
export type ProgramRow = ApiSchemas['AdminProgramRow'];

/** A duration option of GET /api/durations/full-list/{lang}. */
export type DurationOption = ApiSchemas['DurationOptionView'];

/** A subscription model of GET /api/v1/subscription-models/type/{type}. */
export type SubscriptionModelOption = ApiSchemas['SubscriptionModelView'];

/** Programs belong to the icbt subscription models. */
export const SUBSCRIPTION_MODEL_TYPE = 'icbt';
