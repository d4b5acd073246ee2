/**
 * The security headers of the console's and client-web's pages, written once for both apps'
 * Vite configs (dev server and preview answer them as headers; the build also writes the policy
 * into index.html as a <meta>, for a web server that sets no headers). Not part of the apps'
 * bundles: only vite.config.ts imports it.
 */
export interface PageSecurityOptions {
  /** The API the app calls (VITE_API_URL): fetch, and socket.io's WebSocket. */
  apiUrl: string;
  /** Origins the app shows in an iframe (client-web: the Jitsi server of the video rooms). */
  frameOrigins?: string[];
  /**
   * The Vite dev server: its HMR WebSocket and React Refresh's inline preamble need
   * ws://…:port and inline scripts. Never set for a build or preview.
   */
  devServerPort?: number;
}

function origin(url: string): string {
  return new URL(url).origin;
}

/** ws(s):// for an http(s):// origin: socket.io upgrades to a WebSocket on the API's origin. */
function webSocketOrigin(url: string): string {
  return origin(url).replace(/^http/, 'ws');
}

function sources(values: string[]): string {
  return [...new Set(values)].join(' ');
}

/**
 * The Content-Security-Policy: scripts only from the app's own origin (and, on the dev server,
 * React Refresh's inline preamble); inline styles, which MUI's emotion writes; calls only to the
 * app and the API; frames only from frameOrigins; never framed itself (frame-ancestors, which a
 * <meta> cannot carry: see metaContentSecurityPolicy).
 */
export function contentSecurityPolicy(options: PageSecurityOptions): string {
  const dev = options.devServerPort !== undefined;
  const connect = ["'self'", origin(options.apiUrl), webSocketOrigin(options.apiUrl)];
  if (dev) connect.push(`ws://localhost:${options.devServerPort}`);
  const frames = (options.frameOrigins ?? []).map(origin);
  return [
    "default-src 'self'",
    `script-src ${sources(dev ? ["'self'", "'unsafe-inline'"] : ["'self'"])}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${sources(connect)}`,
    `frame-src ${frames.length > 0 ? sources(frames) : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy as a <meta> may carry it: browsers ignore frame-ancestors there. */
export function metaContentSecurityPolicy(options: PageSecurityOptions): string {
  return contentSecurityPolicy(options)
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');
}

/** The headers of every page and asset the dev server or preview answers. */
export function pageSecurityHeaders(options: PageSecurityOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/**
 * A Vite plugin (build only) that writes the policy into index.html as a <meta>, so the built
 * pages keep it under any web server. frame-ancestors and X-Frame-Options need real headers:
 * the production web server must send pageSecurityHeaders (see the README).
 */
export function contentSecurityPolicyMeta(options: PageSecurityOptions): {
  name: string;
  apply: 'build';
  transformIndexHtml: (html: string) => string;
} {
  const policy = metaContentSecurityPolicy(options);
  return {
    name: 'content-security-policy-meta',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace(
        '<head>',
        `<head>\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
      ),
  };
}
