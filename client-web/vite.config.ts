import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import {
  contentSecurityPolicyMeta,
  pageSecurityHeaders,
  type PageSecurityOptions,
} from '../libs/web-session/src/page-security';

// The access library builds to CommonJS for the backend; the browser bundle uses its TS source.
const accessLibrarySource = fileURLToPath(new URL('../libs/access/src/index.ts', import.meta.url));
const webSessionSource = fileURLToPath(
  new URL('../libs/web-session/src/index.ts', import.meta.url),
);
const careUiSource = fileURLToPath(new URL('../libs/care-ui/src/index.ts', import.meta.url));

const librariesSource = fileURLToPath(new URL('../libs/', import.meta.url));

/**
 * The workspace libraries' modules only declare (functions, types, constants), but as TypeScript
 * source without a package.json `sideEffects` they would count as having side effects, and every
 * module of an index a page imports from would come along: the login page would carry CASL.
 */
const sideEffectFreeLibraries: Plugin = {
  name: 'side-effect-free-libraries',
  transform(code, id) {
    return id.startsWith(librariesSource) ? { code, map: null, moduleSideEffects: false } : null;
  },
};

const port = Number(process.env.CLIENT_WEB_PORT ?? 5174);

// The pages' Content-Security-Policy and X-Frame-Options (libs/web-session/src/page-security.ts):
// calls to the API (and its socket), the video rooms' Jitsi server in an iframe.
const pageSecurity: PageSecurityOptions = {
  apiUrl: process.env.VITE_API_URL ?? 'http://localhost:3000',
  frameOrigins: [
    process.env.VITE_JITSI_URL ?? process.env.JITSI_BASE_URL ?? 'https://localhost:8443',
  ],
};

// VITE_API_URL and VITE_CONSOLE_URL are read from the environment by Vite itself
// (import.meta.env); their defaults live in src/api/config.ts.
export default defineConfig({
  plugins: [react(), sideEffectFreeLibraries, contentSecurityPolicyMeta(pageSecurity)],
  resolve: {
    alias: {
      '@sinnro/access': accessLibrarySource,
      '@sinnro/web-session': webSessionSource,
      '@sinnro/care-ui': careUiSource,
    },
  },
  // The manifest lets scripts/bundle-sizes.mjs measure what each route loads.
  // Browsers without <link rel="modulepreload"> still load every chunk, only without preloading,
  // so the entry does without the polyfill.
  build: { manifest: true, modulePreload: { polyfill: false } },
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
