import { type FastifyAdapter, RouteConfig } from '@nestjs/platform-fastify';

/** The route config key that marks a route taking long texts. */
export const TAKES_LONG_TEXTS = 'takesLongTexts';

/** The byte limits of request bodies (see environment.ts). */
export interface BodyLimits {
  /** Every route's limit unless it takes long texts. */
  bodyLimitBytes: number;
  /** The limit of a route marked TakesLongTexts. */
  largeBodyLimitBytes: number;
}

/**
 * Marks a route whose body holds long authored texts (a content page, a consent document's text,
 * a report's wording: fields of 20,000-100,000 characters): it may send up to
 * LARGE_BODY_LIMIT_BYTES, every other route BODY_LIMIT_BYTES (the Fastify instance's limit). A test
 * (test/api/body-bounds.e2e-spec.ts) checks that every route whose fields can legitimately need
 * more than the small limit carries this mark.
 */
export const TakesLongTexts = () => RouteConfig({ [TAKES_LONG_TEXTS]: true });

/**
 * The Fastify options for the small limit, and an onRoute hook (added before Nest registers its
 * routes) that gives routes marked TakesLongTexts the large one. Fastify checks Content-Length
 * against the route's limit before reading the body, and counts the bytes read when there is none,
 * answering 413.
 */
export function limitBodies(adapter: FastifyAdapter, limits: BodyLimits): void {
  adapter.getInstance().addHook('onRoute', (routeOptions) => {
    const config = routeOptions.config as Record<string, unknown> | undefined;
    if (config?.[TAKES_LONG_TEXTS] === true) {
      routeOptions.bodyLimit = limits.largeBodyLimitBytes;
    }
  });
}
