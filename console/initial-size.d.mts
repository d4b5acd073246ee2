import { type Plugin } from 'vite';

/** What a page loads before any lazy import: the entry chunk and its static imports. */
export interface InitialJavaScript {
  files: { file: string; bytes: number; gzipBytes: number }[];
  bytes: number;
  gzipBytes: number;
}

export function initialJavaScript(bundle: Readonly<Record<string, unknown>>): InitialJavaScript;

export function initialSizeReport(): Plugin;
