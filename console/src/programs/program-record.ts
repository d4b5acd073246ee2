import { type RaRecord } from 'react-admin';

/** A row of /api/admin/programs. */
export interface ProgramRow extends RaRecord {
  id: number;
  name: string;
  duration: number;
  default: 0 | 1;
  is_treatment: boolean;
  subscription_model_uuid: string;
  subscription_model_name: string;
}

/** A duration option of GET /api/durations/full-list/{lang}. */
export interface DurationOption {
  id: number;
  days: number;
  name: string;
}

/** A subscription model of GET /api/v1/subscription-models/type/{type}. */
export interface SubscriptionModelOption {
  uuid: string;
  name: string;
  type: string;
}

/** Programs belong to the icbt subscription models. */
export const SUBSCRIPTION_MODEL_TYPE = 'icbt';
