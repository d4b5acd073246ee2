import { useOutletContext } from 'react-router';
import { type HeldSubscriptions } from './program-subscriptions';

/** What the client's pages get from the frame (ClientLayout). */
export interface ClientShell {
  held: HeldSubscriptions;
}

export function useClientShell(): ClientShell {
  return useOutletContext<ClientShell>();
}
