import { vi } from 'vitest';

/** Makes `(min-width: …)` media queries match up to the given width (jsdom has no matchMedia). */
export function stubScreenWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const minWidth = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: minWidth !== null && width >= Number(minWidth[1]),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}
