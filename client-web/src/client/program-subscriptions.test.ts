import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import {
  fetchHeldSubscriptions,
  heldSubscriptionsFrom,
  NO_SUBSCRIPTIONS,
} from './program-subscriptions';

describe('held subscriptions', () => {
  it('reads the active models from the list', () => {
    expect(
      heldSubscriptionsFrom([
        { subscription_model_name: 'Self study', status: 'active' },
        { subscription_model_name: 'Therapist assisted', status: 'expired' },
      ]),
    ).toEqual({ selfStudy: true, therapistAssisted: false });
    expect(
      heldSubscriptionsFrom({
        program_subscriptions: [
          { subscription_model_name: 'Therapist assisted', status: 'active' },
        ],
      }),
    ).toEqual({ selfStudy: false, therapistAssisted: true });
  });

  it('counts anything else as no subscription', () => {
    expect(heldSubscriptionsFrom(null)).toEqual(NO_SUBSCRIPTIONS);
    expect(heldSubscriptionsFrom({ id: 7 })).toEqual(NO_SUBSCRIPTIONS);
    expect(heldSubscriptionsFrom([{ subscription_model_name: 'Self study' }])).toEqual(
      NO_SUBSCRIPTIONS,
    );
  });

  it('asks for the user’s subscriptions and treats a 404 as none', async () => {
    const requests = mockFetch(() =>
      jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' }),
    );
    await expect(fetchHeldSubscriptions(7)).resolves.toEqual(NO_SUBSCRIPTIONS);
    expect(requests[0]?.url).toBe('http://localhost:3000/api/users/7/program-subscriptions');
  });
});
