import { type ApiAnswer } from '@sinnro/web-session';

/** A client in the specialist's list (POST /api/get-my-candidates). */
export type Candidate = ApiAnswer<'SpecialistsController_candidates'>['data'][number] & {
  /**
   * `invited`: the client has not yet activated their account (named here until the API types
   * are regenerated), with when they were invited.
   */
  status?: 'active' | 'invited';
  invited_at?: string | null;
};

/** A specialist's note on a client (GET /api/get-specialist-client-notes/{id}). */
export type ClientNote = ApiAnswer<'SpecialistsController_clientNotes'>[number];

/**
 * A client's modules with their progress (GET /api/get-single-clint-module-summaries/…): the
 * server's progress rule, `status` completed exactly at 100 % (named here until the API types are
 * regenerated).
 */
export type ModuleSummary =
  ApiAnswer<'SpecialistsController_moduleSummaries'>['modules'][number] & {
    status: 'ongoing' | 'upcoming' | 'completed' | 'expired';
  };
