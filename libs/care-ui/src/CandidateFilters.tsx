import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

/** Which clients the list shows by their passive mark (POST /api/get-my-candidates `passive`). */
export const PASSIVE_FILTERS = ['all', 'active', 'passive'] as const;
export type PassiveFilter = (typeof PASSIVE_FILTERS)[number];

function isPassiveFilter(value: string): value is PassiveFilter {
  return PASSIVE_FILTERS.some((filter) => filter === value);
}

/** A value that follows the given one after it has stayed the same for `ms` (typing pauses). */
export function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}

/** The filters' texts, in the app's translation. */
export interface CandidateFiltersTexts {
  search: string;
  filter: string;
  filters: Record<PassiveFilter, string>;
}

/**
 * The clients list's search field and passive filter, side by side (stacked on a phone). The app
 * keeps the values and debounces the search (useDebounced) before asking the server.
 */
export function CandidateFilters({
  search,
  onSearchChange,
  passive,
  onPassiveChange,
  texts,
}: {
  search: string;
  onSearchChange: (search: string) => void;
  passive: PassiveFilter;
  onPassiveChange: (passive: PassiveFilter) => void;
  texts: CandidateFiltersTexts;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        label={texts.search}
        type="search"
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        sx={{ flexGrow: 1 }}
      />
      <TextField
        select
        label={texts.filter}
        value={passive}
        onChange={(event) => {
          if (isPassiveFilter(event.target.value)) onPassiveChange(event.target.value);
        }}
        sx={{ minWidth: 180 }}
      >
        {PASSIVE_FILTERS.map((filter) => (
          <MenuItem key={filter} value={filter}>
            {texts.filters[filter]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
