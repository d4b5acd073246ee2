import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { type FastifyAdapter } from '@nestjs/platform-fastify';
import { type FastifyInstance } from 'fastify';
import { DEV_ISSUER_PATH, eidSettings } from 'src/access/eid/eid-settings';
import { type Environment } from 'src/config/environment';
import { QUEUE_BOARD_PATH, QUEUE_BOARD_SESSION_PATH } from 'src/queue-board/queue-board-session';

/** A year, with subdomains: browsers then refuse plain HTTP to the API's host. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

const DOCS_PATH = '/api/docs';

/** On every answer but the public API documentation's. */
export const NO_STORE = 'no-store';

/** A page's policy: nothing from elsewhere, no inline scripts, never framed. */
function pagePolicy(directives: string[]): string {
  return ["default-src 'none'", ...directives, "base-uri 'none'", "frame-ancestors 'none'"].join(
    '; ',
  );
}

/**
 * Swagger UI loads its own scripts, styles and images from /api/docs and calls the API ("Try it
 * out"); React sets style attributes, hence 'unsafe-inline' for styles only.
 */
export const DOCS_POLICY = pagePolicy([
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
]);

/**
 * Bull Board (/api/queues, see src/queue-board): its scripts, styles, images and translations come
 * from its own static folder, it reads the board's JSON routes, React sets style attributes and
 * its loading screen has one style element, and its page sets a <base href> to the board. Its
 * stylesheet's web fonts from elsewhere are not loaded (the system font is used instead).
 */
export const QUEUE_BOARD_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The development e-ID issuer's pages have one inline style sheet and a form. Browsers check
 * form-action along the redirects after a submit too: the login ends at the API's callback and
 * then in client-web, or in the console for the console's e-ID login (without it the browser
 * blocked the console's login at the issuer's submit).
 */
export function devIssuerPolicy(environment: Environment): string {
  const settings = eidSettings(environment);
  const targets = new Set([
    "'self'",
    origin(settings.apiPublicUrl),
    origin(settings.clientWebUrl),
    origin(settings.consoleUrl),
  ]);
  return pagePolicy(["style-src 'unsafe-inline'", `form-action ${[...targets].join(' ')}`]);
}

function origin(url: string): string {
  return new URL(url).origin;
}

function helmetOptions(): FastifyHelmetOptions {
  return {
    // The API answers JSON: it loads nothing and is never framed.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    frameguard: { action: 'deny' },
    // Set per request below: only over HTTPS or in production.
    hsts: false,
    // The console and client-web are other origins of the same site and may embed API answers.
    crossOriginResourcePolicy: { policy: 'same-site' },
  };
}

function isUnder(url: string, prefix: string): boolean {
  const path = url.split('?', 1)[0];
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * Registers helmet (X-Content-Type-Options, X-Frame-Options, a JSON Content-Security-Policy and
 * helmet's other defaults) and a hook that gives the API's own pages (docs, queue board, e-ID
 * issuer) their policy, Cache-Control: no-store and Pragma: no-cache to every answer but the
 * docs', and sends HSTS.
 * Registered on the adapter before Nest creates the application, so that both run before
 * @fastify/middie's hook: the development e-ID issuer is a raw middleware that answers there.
 * Headers go on the raw response for the same reason.
 */
export async function useSecurityHeaders(
  adapter: FastifyAdapter,
  environment: Environment,
): Promise<void> {
  const fastify = adapter.getInstance<FastifyInstance>();
  await fastify.register(helmet, helmetOptions());
  const issuerPolicy = devIssuerPolicy(environment);
  const production = environment.NODE_ENV === 'production';
  fastify.addHook('onRequest', (request, reply, done) => {
    if (isUnder(request.url, DOCS_PATH)) {
      reply.raw.setHeader('content-security-policy', DOCS_POLICY);
    } else {
      // Every other answer may be personal (or a token): never kept by a browser or a proxy.
      // A route that sets its own Cache-Control (reply.header) overrides this.
      reply.raw.setHeader('cache-control', NO_STORE);
      reply.raw.setHeader('pragma', 'no-cache');
    }
    if (isUnder(request.url, QUEUE_BOARD_PATH) && !isUnder(request.url, QUEUE_BOARD_SESSION_PATH)) {
      reply.raw.setHeader('content-security-policy', QUEUE_BOARD_POLICY);
    } else if (isUnder(request.url, DEV_ISSUER_PATH)) {
      reply.raw.setHeader('content-security-policy', issuerPolicy);
    }
    // request.protocol follows X-Forwarded-Proto only from TRUSTED_PROXIES.
    if (production || request.protocol === 'https') {
      reply.raw.setHeader('strict-transport-security', HSTS_VALUE);
    }
    done();
  });
}
