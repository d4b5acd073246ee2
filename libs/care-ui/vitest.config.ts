import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// As in the apps, the workspace libraries are used as TypeScript source.
const accessLibrarySource = fileURLToPath(new URL('../access/src/index.ts', import.meta.url));
const webSessionSource = fileURLToPath(new URL('../web-session/src/index.ts', import.meta.url));

export default defineConfig({
  resolve: {
    alias: { '@sinnro/access': accessLibrarySource, '@sinnro/web-session': webSessionSource },
  },
  test: {
    // A loaded 2-core CI machine can take seconds for a render; 5 s (the default) is flaky.
    testTimeout: 30_000,
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
