import { type ApiAnswer, type ApiSchemas } from '@sinnro/web-session';

/** A flag in a list (GET api/v1/risk-flags): the client, the test and item, and whether it was acknowledged. */
export type RiskFlagSummary = ApiAnswer<'RiskFlagsController_list'>[number];

/** Why a flag was raised (GET api/v1/risk-flags/{id}/{lang}): the item, the answer and every round. */
export type RiskFlagDetail = ApiAnswer<'RiskFlagsController_detail'>;

/** One round of the test by the client, with its total and band and its answer to the item. */
export type RiskFlagRound = ApiSchemas['RiskFlagRound'];

/** What was done about a flag (POST api/v1/risk-flags/{id}/acknowledge answers it). */
export type RiskFlagAcknowledgement = ApiAnswer<'RiskFlagsController_acknowledge'>;

/** What the acknowledger did: contacted the client, referred them, or something else (with a note). */
export type RiskFlagAction = ApiSchemas['AcknowledgeRiskFlagDto']['action'];

/** The actions in the order the acknowledge dialog offers them. */
export const RISK_FLAG_ACTIONS: readonly RiskFlagAction[] = ['contacted', 'referred', 'other'];
