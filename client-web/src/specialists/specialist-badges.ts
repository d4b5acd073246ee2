import { createContext, useContext } from 'react';

export interface SpecialistBadges {
  /** The total of status-wise client updates, as a page has just read it. */
  setClientUpdates: (total: number | null) => void;
  /** Reads the total again (after acknowledging or opening a client). */
  refresh: () => void;
}

const NONE: SpecialistBadges = { setClientUpdates: () => undefined, refresh: () => undefined };

export const SpecialistBadgesContext = createContext<SpecialistBadges>(NONE);

export function useSpecialistBadges(): SpecialistBadges {
  return useContext(SpecialistBadgesContext);
}
