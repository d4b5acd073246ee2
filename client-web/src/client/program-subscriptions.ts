import { apiRequest } from '../api/api-request';

/** The subscription models of the specification (section 9). */
export const SELF_STUDY = 'Self study';
export const THERAPIST_ASSISTED = 'Therapist assisted';

/** Which kinds of program subscription the client holds (an active one of each model). */
export interface HeldSubscriptions {
  selfStudy: boolean;
  therapistAssisted: boolean;
}

export const NO_SUBSCRIPTIONS: HeldSubscriptions = { selfStudy: false, therapistAssisted: false };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads the held models from GET /api/users/{id}/program-subscriptions: its program_subscriptions
 * (a bare list is read the same way).
 * Only subscription_model_name and status are read; anything else counts as no subscription.
 */
export function heldSubscriptionsFrom(answer: unknown): HeldSubscriptions {
  const list: unknown =
    isRecord(answer) && !Array.isArray(answer) ? answer.program_subscriptions : answer;
  if (!Array.isArray(list)) return NO_SUBSCRIPTIONS;
  const activeModels = new Set(
    list
      .filter((item): item is Record<string, unknown> => isRecord(item) && item.status === 'active')
      .map((item) => item.subscription_model_name),
  );
  return {
    selfStudy: activeModels.has(SELF_STUDY),
    therapistAssisted: activeModels.has(THERAPIST_ASSISTED),
  };
}

/** The client's held subscriptions; a failed answer (a 404 included) means none. */
export async function fetchHeldSubscriptions(userId: number): Promise<HeldSubscriptions> {
  try {
    return heldSubscriptionsFrom(
      await apiRequest<unknown>(`/api/users/${userId}/program-subscriptions`),
    );
  } catch {
    return NO_SUBSCRIPTIONS;
  }
}
