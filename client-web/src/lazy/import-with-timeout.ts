/** How long a route's code may take to load (client/specialist specification, section 9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The page's code did not load within ${timeoutMs / 1000} s.`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** Runs a dynamic import that rejects with ChunkLoadTimeoutError when it takes too long. */
export function importWithTimeout<Module>(
  load: () => Promise<Module>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<Module> {
  return new Promise<Module>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
