import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CandidateFilters, type PassiveFilter, useDebounced } from './CandidateFilters';

const texts = {
  search: 'Search',
  filter: 'Show',
  filters: { all: 'All', active: 'Active', passive: 'Passive' },
};

/** The filters with their values kept, reporting each change. */
function Harness({ changed }: { changed: (search: string, passive: PassiveFilter) => void }) {
  const [search, setSearch] = useState('');
  const [passive, setPassive] = useState<PassiveFilter>('all');
  changed(search, passive);
  return (
    <CandidateFilters
      search={search}
      onSearchChange={setSearch}
      passive={passive}
      onPassiveChange={setPassive}
      texts={texts}
    />
  );
}

describe('CandidateFilters', () => {
  it('reports the search typed and the filter chosen', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    render(<Harness changed={changed} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Asta');
    expect(changed).toHaveBeenLastCalledWith('Asta', 'all');
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(screen.getByRole('option', { name: 'Passive' }));
    expect(changed).toHaveBeenLastCalledWith('Asta', 'passive');
  });

  it('debounces a value until it has stayed the same for the delay', () => {
    vi.useFakeTimers();
    try {
      const { result, rerender } = renderHook(({ value }) => useDebounced(value, 300), {
        initialProps: { value: 'A' },
      });
      rerender({ value: 'As' });
      act(() => {
        vi.advanceTimersByTime(200);
      });
      rerender({ value: 'Ast' });
      act(() => {
        vi.advanceTimersByTime(200);
      });
      expect(result.current).toBe('A');
      act(() => {
        vi.advanceTimersByTime(100);
      });
      expect(result.current).toBe('Ast');
    } finally {
      vi.useRealTimers();
    }
  });
});
