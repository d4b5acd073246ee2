import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ChunkLoadTimeoutError,
  CHUNK_LOAD_TIMEOUT_MS,
  importWithTimeout,
} from './import-with-timeout';
import { lazyPage, type PageModule } from './lazy-page';

const hello: PageModule = { default: () => <h1>Hej</h1> };

describe('importWithTimeout', () => {
  it('rejects after 120 s when the chunk never arrives', async () => {
    vi.useFakeTimers();
    const loading = importWithTimeout(() => new Promise<PageModule>(() => undefined));
    const outcome = expect(loading).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await outcome;
    vi.useRealTimers();
  });

  it('resolves with the module when it arrives in time', async () => {
    await expect(importWithTimeout(() => Promise.resolve(hello))).resolves.toBe(hello);
  });
});

describe('lazyPage', () => {
  it('shows an error with a retry when the chunk fails, and loads afresh on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const Page = lazyPage(() =>
      fail ? Promise.reject(new Error('chunk missing')) : Promise.resolve(hello),
    );
    render(<Page />);

    expect(
      await screen.findByText('Sidan kunde inte laddas. Kontrollera anslutningen och försök igen.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Försök igen' }));

    expect(await screen.findByRole('heading', { name: 'Hej' })).toBeInTheDocument();
  });

  it('shows the timeout as a failed load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = lazyPage(() => new Promise<PageModule>(() => undefined), 50);
    render(<Page />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeInTheDocument();
  });
});
