import { useEffect, useState } from 'react';
import {
  fetchHeldSubscriptions,
  type HeldSubscriptions,
  NO_SUBSCRIPTIONS,
} from './program-subscriptions';

/** The client's held subscription models; none until (and unless) the API answers with some. */
export function useHeldSubscriptions(userId: number): HeldSubscriptions {
  const [held, setHeld] = useState<HeldSubscriptions>(NO_SUBSCRIPTIONS);
  useEffect(() => {
    let active = true;
    void fetchHeldSubscriptions(userId).then((answer) => {
      if (active) setHeld(answer);
    });
    return () => {
      active = false;
    };
  }, [userId]);
  return held;
}
