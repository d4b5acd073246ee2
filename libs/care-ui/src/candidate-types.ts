import { type ApiAnswer } from '@sinnro/web-session';

/**
 * A client in the specialist's list (POST /api/get-my-candidates); `status` `invited` for one who
 * has not yet activated their account, with `invited_at` when they were invited.
 */
export type Candidate = ApiAnswer<'SpecialistsController_candidates'>['data'][number];

/** A specialist's note on a client (GET /api/get-specialist-client-notes/{id}). */
export type ClientNote = ApiAnswer<'SpecialistsController_clientNotes'>[number];

/**
 * A client's modules with their progress (GET /api/get-single-clint-module-summaries/…): the
 * server's progress rule, `status` completed exactly at 100 %.
 */
export type ModuleSummary = ApiAnswer<'SpecialistsController_moduleSummaries'>['modules'][number];
