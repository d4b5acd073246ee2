import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import {
  contentSecurityPolicyMeta,
  pageSecurityHeaders,
  type PageSecurityOptions,
} from '../libs/web-session/src/page-security';
import { initialSizeReport } from './initial-size.mjs';

// The access library builds to CommonJS for the backend; the browser bundle uses its TS source.
const accessLibrarySource = fileURLToPath(new URL('../libs/access/src/index.ts', import.meta.url));
const webSessionSource = fileURLToPath(
  new URL('../libs/web-session/src/index.ts', import.meta.url),
);
const careUiSource = fileURLToPath(new URL('../libs/care-ui/src/index.ts', import.meta.url));

const port = Number(process.env.CONSOLE_PORT ?? 5173);

// The pages' Content-Security-Policy and X-Frame-Options (libs/web-session/src/page-security.ts):
// calls to the API only; the console frames nothing.
const pageSecurity: PageSecurityOptions = {
  apiUrl: process.env.VITE_API_URL ?? 'http://localhost:3000',
};

// VITE_API_URL is read from the environment by Vite itself (import.meta.env);
// its default lives in src/config.ts.
export default defineConfig({
  // The build prints the first JavaScript's gzipped size (test/bench/console-bundle.bench.mjs).
  plugins: [react(), initialSizeReport(), contentSecurityPolicyMeta(pageSecurity)],
  resolve: {
    alias: {
      '@sinnro/access': accessLibrarySource,
      '@sinnro/web-session': webSessionSource,
      '@sinnro/care-ui': careUiSource,
    },
  },
  // Most screens load lazily; without every source file as an entry the dev server would find
  // their packages (dnd-kit, recharts, each MUI icon) only when a screen first opens, then
  // re-optimise and reload the page in the middle of someone's work (or a browser test).
  optimizeDeps: {
    entries: ['index.html', 'src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/test/**'],
  },
  // The dev server is looser (React Refresh's inline preamble, the HMR socket): see page-security.ts.
  server: {
    host: 'localhost',
    port,
    strictPort: true,
    headers: pageSecurityHeaders({ ...pageSecurity, devServerPort: port }),
  },
  preview: {
    host: 'localhost',
    port,
    strictPort: true,
    headers: pageSecurityHeaders(pageSecurity),
  },
  test: {
    // Whole-app renders on a loaded 2-core CI machine take seconds; 5 s (the default) was flaky.
    testTimeout: 30_000,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
