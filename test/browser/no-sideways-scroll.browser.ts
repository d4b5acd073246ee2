import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { apiLogin, apiUrl, bearer, demoDatabase } from './demo-api';
import { clientWebUrl, consoleUrl, logIn } from './demo';

/**
 * No screen of either app scrolls sideways (issue 21): every console screen for each console role
 * that has it, and every client-web screen for each role, at 1280×800 and 390×844. The paths come
 * from the apps' own route tables, read at run time from the Vite dev servers
 * (console/src/resources.ts, client-web/src/routes.tsx and session/route-access.ts), so a new
 * screen is covered as soon as it is routed. Parameters (`:id`, `:slug`, …) are filled from the
 * demo data: a record of the resource from the API, else the first link to a matching path found
 * on the screens already visited, else FIXED_PARAMS. A pattern none of these fill fails the test
 * unless NOT_REACHABLE says why it cannot be opened (console;
 * client-web lists its unopened patterns, see its test).
 */

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** Parameters the demo data holds in no link: languages, and tokens of mailed links. */
const FIXED_PARAMS: Readonly<Record<string, string>> = {
  lang: 'sv',
  // A mailed link's token the server does not know: the page shows its "invalid link" state.
  token: 'no-such-token-0000',
};

/**
 * Patterns the crawl may leave unopened when the demo data has no record for them yet, with the
 * reason (keep this list short). They are opened whenever a record exists.
 */
const NOT_REACHABLE: Readonly<Record<string, string>> = {
  '/risk-flags/:id':
    'the demo data holds no risk flag until risk-flags.browser.ts raises one; that test measures the flag at 390 px',
  '/access-log-reviews/:id':
    'no sample review exists until access-log-review.browser.ts draws one; that test measures it at 390 px',
  '/clinic/access-log-reviews/:id':
    'no sample review exists until access-log-review.browser.ts draws one; that test measures it at 390 px',
};

/** Screens about one client, whose `:id` is the demo client's user id. */
const CLIENT_SCREENS = [
  '/hc/client-report/:id',
  '/therapist-premium/client-report/:id',
  '/specialist/clients/:id',
  '/users/edit/:id',
  '/therapist-premium/users/edit/:id',
  '/therapist-premium/users/edit-temp/:id',
];

/**
 * Demo records by parameter name, read from the run's database, for the screens no link of the
 * role's own screens leads to (a health coach's company screens, a user's subscription editor):
 * the first company with a unit, its unit, a member and consent document, the demo client and the
 * model of their subscription, a section, a single-question report element.
 */
async function demoParams(): Promise<Record<string, string>> {
  const db = await demoDatabase();
  try {
    const { rows } = await db.query<Record<string, string | null>>(
      `select c.uuid as company_uuid, u.uuid as unit_uuid,
              (select member.uuid from company_members m join users member on member.id = m.user_id
                where m.company_id = c.id order by m.id limit 1) as user_uuid,
              (select d.uuid from consent_documents d where d.company_id = c.id
                order by d.id limit 1) as consent_document_uuid,
              client.id::text as user_id,
              (select id::text from sections order by id limit 1) as section_id,
              (select id::text from report_elements
                order by element_type = 'single_question' desc, element_type = 'combined_question' desc, id
                limit 1) as single_question_id,
              (select model.uuid from program_subscriptions s
                 join subscription_models model on model.id = s.subscription_model_id
                where s.user_id = client.id order by s.id limit 1) as subscription_model_uuid
         from company_units u join companies c on c.id = u.company_id
         join users client on client.email = 'client@example.com'
        order by c.id, u.id limit 1`,
    );
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(rows[0] ?? {}))
      if (value !== null) params[name] = String(value);
    return params;
  } finally {
    await db.end();
  }
}

/**
 * The `:id` of screens that are not a react-admin resource's: the demo client for the screens
 * about a client, a single-question report element, the first risk flag and sample review when
 * there is one, as the role's own API answers them (a screen opens with a record it may read).
 */
async function screenIds(
  request: APIRequestContext,
  email: string,
  params: Readonly<Record<string, string>>,
): Promise<Record<string, string>> {
  const login = await apiLogin(request, email);
  const firstId = async (path: string): Promise<string | undefined> => {
    const response = await request.get(apiUrl(path), { headers: bearer(login) });
    if (!response.ok()) return undefined;
    const body = (await response.json()) as unknown;
    const list = Array.isArray(body)
      ? body
      : ((body as { data?: unknown; items?: unknown }).data ?? (body as { items?: unknown }).items);
    const first = Array.isArray(list) ? (list[0] as { id?: unknown } | undefined) : undefined;
    return typeof first?.id === 'number' || typeof first?.id === 'string'
      ? String(first.id)
      : undefined;
  };
  const review = await firstId('/api/v1/access-log/reviews');
  const ids: Record<string, string | undefined> = {
    ...Object.fromEntries(CLIENT_SCREENS.map((pattern) => [pattern, params.user_id])),
    ...Object.fromEntries(
      ['admin', 'cc'].map((role) => [
        `/${role}/reports/single-question/:id/edit`,
        params.single_question_id,
      ]),
    ),
    '/risk-flags/:id': await firstId('/api/v1/risk-flags?lang=sv'),
    '/access-log-reviews/:id': review,
    '/clinic/access-log-reviews/:id': review,
  };
  return Object.fromEntries(
    Object.entries(ids).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

const CONSOLE_ACCOUNTS = [
  { role: 'admin', email: 'admin@example.com' },
  { role: 'cc', email: 'cc@example.com' },
  { role: 'hc', email: 'hc@example.com' },
] as const;

/** One demo account per client-web role, and a client with company rights. */
const CLIENT_WEB_ACCOUNTS = [
  { label: 'client', email: 'client@example.com', role: 'client' },
  {
    label: 'company admin (client with company rights)',
    email: 'company-admin@example.com',
    role: 'client',
  },
  { label: 'therapist-premium', email: 'therapist-premium@example.com', role: 'therapist-premium' },
  { label: 'clinic-therapist', email: 'clinic-therapist@example.com', role: 'clinic-therapist' },
  { label: 'clinic-admin', email: 'clinic-admin@example.com', role: 'clinic-admin' },
  { label: 'hc', email: 'hc@example.com', role: 'hc' },
  { label: 'admin', email: 'admin@example.com', role: 'admin' },
  { label: 'cc', email: 'cc@example.com', role: 'cc' },
] as const;

/** A route pattern and, for the console, the react-admin resource whose record fills `:id`. */
interface RoutePattern {
  pattern: string;
  resource?: string;
}

/** What sticks out of the viewport, measured in the page. */
interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  widest: string;
}

/** A pattern as a regular expression over pathnames; `*` ends match anything. */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\/:(\w+)\?/g, '(?:/[^/]+)?')
    .replace(/\/:(\w+)/g, '/[^/]+')
    .replace(/\*$/, '.*');
  return new RegExp(`^${source}/?$`);
}

/** Fills a pattern from params; optional parameters missing are dropped; null when one lacks. */
function fill(
  pattern: string,
  params: Readonly<Record<string, string | undefined>>,
): string | null {
  let missing = false;
  const path = pattern.replace(/\/:(\w+)(\?)?/g, (_segment, name: string, optional?: string) => {
    const value = params[name] ?? FIXED_PARAMS[name];
    if (value === undefined) {
      if (!optional) missing = true;
      return '';
    }
    return `/${encodeURIComponent(value)}`;
  });
  return missing ? null : path;
}

/**
 * Same-origin link targets on the page (pathnames), for filling parameters. The scripts that run
 * in the page are strings: this project's Node types know no DOM.
 */
async function linkTargets(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`[...document.querySelectorAll('a[href]')]
    .map((anchor) => new URL(anchor.href, location.href))
    .filter((url) => url.origin === location.origin)
    .map((url) => url.pathname)`);
}

/**
 * The link targets once the list of them stops growing (a list screen renders its rows after its
 * data arrives, which on a loaded machine can be after the network went quiet), at most ~6 s.
 */
async function settledLinkTargets(page: Page): Promise<string[]> {
  let targets = await linkTargets(page);
  for (let attempt = 0; attempt < 12; attempt += 1) {
    await page.waitForTimeout(500);
    const again = await linkTargets(page);
    if (again.length === targets.length) return again;
    targets = again;
  }
  return targets;
}

/** Waits until the screen has loaded its data: no request under way, no spinner. */
async function settle(page: Page): Promise<void> {
  // Bounded: a screen that polls never goes idle, and the crawl opens every screen twice.
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  await page
    .locator('[role="progressbar"]:visible')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  await page.waitForTimeout(250);
}

/**
 * Whether the page is wider than the viewport, and if so the widest element that sticks out and
 * is not inside a container that scrolls or clips (the deepest one of the same right edge).
 */
async function overflow(page: Page): Promise<Overflow | null> {
  return page.evaluate<Overflow | null>(`(() => {
    const { innerWidth } = window;
    const { scrollWidth } = document.documentElement;
    if (scrollWidth <= innerWidth) return null;
    const clippedByAncestor = (element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body || parent === document.documentElement) return false;
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    let widest = null;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= innerWidth + 0.5) continue;
      if (clippedByAncestor(element)) continue;
      // Later in document order and as far right: a descendant, so more precise.
      if (widest === null || box.right >= widest.right - 0.5) widest = { element, right: box.right };
    }
    const describe = (element) => {
      const id = element.id ? '#' + element.id : '';
      const classes = [...element.classList].slice(0, 3).map((name) => '.' + name).join('');
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '')
        .trim()
        .replace(/\\s+/g, ' ')
        .slice(0, 60);
      const box = element.getBoundingClientRect();
      return '<' + element.tagName.toLowerCase() + id + classes + '> ' + Math.round(box.width) +
        ' px wide, right edge at ' + Math.round(box.right) + ' px: "' + label + '"';
    };
    // A text that runs out of its box (a long label that may not wrap) widens the page though no
    // element's box does: name the element holding it.
    if (widest === null) {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        if (box.right <= innerWidth + 0.5 || !node.parentElement) continue;
        if (clippedByAncestor(node.parentElement)) continue;
        if (widest === null || box.right >= widest.right - 0.5)
          widest = { element: node.parentElement, right: box.right };
      }
    }
    return {
      scrollWidth,
      innerWidth,
      widest: widest === null ? '(no element found)' : describe(widest.element),
    };
  })()`);
}

/** Non-GET API calls are refused during the crawl, so opening screens changes no demo data. */
async function readOnly(page: Page): Promise<void> {
  const api = new URL(apiUrl('/')).origin;
  await page.route(
    (url) => url.origin === api,
    async (route) => {
      const request = route.request();
      const allowed =
        request.method() === 'GET' ||
        request.method() === 'OPTIONS' ||
        /\/(client\/login|login|refresh|token)/.test(new URL(request.url()).pathname);
      if (allowed) await route.continue();
      else await route.abort();
    },
  );
}

/**
 * Opens every pattern (parameter-free ones first, then those whose parameters the links seen so
 * far fill), measures it at both sizes and answers the failures and the patterns left unopened.
 */
async function crawl(
  page: Page,
  testInfo: TestInfo,
  options: {
    app: string;
    account: string;
    base: (path: string) => string;
    patterns: readonly RoutePattern[];
    recordIds: Readonly<Record<string, string>>;
    /** Parameters by name for what neither a record nor a link fills (demoParams). */
    fallbackParams?: Readonly<Record<string, string>>;
    /** The `:id` of a pattern that is not a resource's (screenIds). */
    screenIds?: Readonly<Record<string, string>>;
  },
): Promise<{ failures: string[]; unopened: string[]; opened: number }> {
  const failures: string[] = [];
  const seen = new Set<string>();
  const pending = [...options.patterns];
  let opened = 0;
  // The links first (what a user would click); the demo records only for what no link reached.
  let fallback = false;
  while (pending.length > 0) {
    let progress = false;
    for (const route of [...pending]) {
      const id = route.resource
        ? options.recordIds[route.resource]
        : options.screenIds?.[route.pattern];
      let path = fill(route.pattern, { id });
      if (path === null) {
        const required = patternRegExp(route.pattern);
        path = [...seen].find((candidate) => required.test(candidate)) ?? null;
      }
      if (path === null && fallback) path = fill(route.pattern, { ...options.fallbackParams, id });
      if (path === null) continue;
      pending.splice(pending.indexOf(route), 1);
      progress = true;
      opened += 1;
      await page.setViewportSize(VIEWPORTS[0]);
      await page.goto(options.base(path));
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await settle(page);
        const wide = await overflow(page);
        if (wide !== null) {
          const shown = new URL(page.url()).pathname;
          const failure = `${options.app} ${path}${shown === path ? '' : ` (showing ${shown})`} as ${options.account} at ${viewport.width}×${viewport.height}: page ${wide.scrollWidth} px wide in a ${wide.innerWidth} px window; widest: ${wide.widest}`;
          failures.push(failure);
          // Each as found: the whole crawl takes minutes.
          console.log(failure);
          await page.screenshot({
            path: testInfo.outputPath(
              `${options.app}-${options.account}-${path.replace(/\W+/g, '_')}-${viewport.width}.png`.replace(
                /\s+/g,
                '_',
              ),
            ),
          });
        }
      }
      for (const target of await settledLinkTargets(page)) seen.add(target);
    }
    if (!progress) {
      if (fallback) break;
      fallback = true;
    }
  }
  const unopened = pending
    .map((route) => route.pattern)
    .filter((pattern) => NOT_REACHABLE[pattern] === undefined);
  return { failures, unopened, opened };
}

/** The serious and critical accessibility violations axe finds on the page. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

interface ConsoleTables {
  resources: { name: string; paths: Record<string, Record<string, string>>; routes: string[] }[];
  screens: string[];
}

/** The console's route tables, as the running console holds them. */
async function consoleTables(page: Page): Promise<ConsoleTables> {
  return page.evaluate(async () => {
    interface Loaded {
      CONSOLE_RESOURCES: {
        name: string;
        paths: Record<string, Record<string, string>>;
        routes?: { path: string }[];
      }[];
      CONSOLE_SCREENS: { routes: { path: string }[] }[];
    }
    // The dev server's own module: the same tables the console routes from.
    const modulePath = '/src/resources.ts';
    const loaded = (await import(/* @vite-ignore */ modulePath)) as Loaded;
    return {
      resources: loaded.CONSOLE_RESOURCES.map((resource) => ({
        name: resource.name,
        paths: resource.paths,
        routes: (resource.routes ?? []).map((route) => route.path),
      })),
      screens: loaded.CONSOLE_SCREENS.flatMap((screens) => screens.routes.map((r) => r.path)),
    };
  });
}

/** The console patterns of one role: its resources' views and the extra screens under its prefix. */
function consolePatterns(tables: ConsoleTables, role: string): RoutePattern[] {
  const prefixes = ['admin', 'cc', 'hc'];
  const belongs = (path: string) => {
    const prefix = path.split('/')[1];
    return prefix === role || !prefixes.includes(prefix);
  };
  const patterns: RoutePattern[] = [];
  for (const resource of tables.resources) {
    for (const pattern of Object.values(resource.paths[role] ?? {}))
      patterns.push({ pattern, resource: resource.name });
    for (const pattern of resource.routes.filter(belongs)) patterns.push({ pattern });
  }
  for (const pattern of tables.screens.filter(belongs)) patterns.push({ pattern });
  const unique = new Map(patterns.map((route) => [route.pattern, route]));
  return [...unique.values()];
}

/** The first record's id of each resource the role may list (the console's REST API). */
async function firstRecordIds(
  request: APIRequestContext,
  email: string,
  resources: readonly string[],
): Promise<Record<string, string>> {
  const login = await apiLogin(request, email);
  const ids: Record<string, string> = {};
  for (const resource of resources) {
    const response = await request.get(apiUrl(`/api/admin/${resource}?range=[0,0]`), {
      headers: bearer(login),
    });
    if (!response.ok()) continue;
    const records = (await response.json()) as unknown;
    const first = Array.isArray(records) ? (records[0] as { id?: unknown } | undefined) : undefined;
    if (typeof first?.id === 'string' || typeof first?.id === 'number')
      ids[resource] = String(first.id);
  }
  return ids;
}

interface ClientWebTables {
  paths: string[];
  protectedRoutes: { path: string; roles: string[] | 'any' }[];
}

/** client-web's route tree and its table of protected routes, as the running app holds them. */
async function clientWebTables(page: Page): Promise<ClientWebTables> {
  return page.evaluate(async () => {
    interface RouteNode {
      path?: string;
      children?: RouteNode[];
    }
    const routesModule = '/src/routes.tsx';
    const accessModule = '/src/session/route-access.ts';
    const { routes } = (await import(/* @vite-ignore */ routesModule)) as { routes: RouteNode[] };
    const access = (await import(/* @vite-ignore */ accessModule)) as Record<string, unknown>;
    const paths: string[] = [];
    const walk = (nodes: RouteNode[]) => {
      for (const node of nodes) {
        if (node.path !== undefined) paths.push(node.path);
        walk(node.children ?? []);
      }
    };
    walk(routes);
    const protectedRoutes = Object.values(access)
      .filter(Array.isArray)
      .flat()
      .filter(
        (route): route is { path: string; roles: string[] | 'any' } =>
          typeof route === 'object' && route !== null && 'path' in route && 'roles' in route,
      )
      .map((route) => ({ path: route.path, roles: route.roles }));
    return { paths, protectedRoutes };
  });
}

function summary(result: { failures: string[]; unopened: string[] }): string[] {
  return [
    ...result.failures,
    ...result.unopened.map((pattern) => `not opened (no demo record or link fills it): ${pattern}`),
  ];
}

test.describe('no page scrolls sideways', () => {
  for (const account of CONSOLE_ACCOUNTS) {
    test(`every console screen of the ${account.role}, at 1280 and 390 px`, async ({
      page,
      request,
    }, testInfo) => {
      // About 9 minutes for the admin on a quiet machine, 15 under load.
      test.setTimeout(30 * 60_000);
      await page.setViewportSize(VIEWPORTS[0]);
      await page.goto(consoleUrl());
      await logIn(page, account.email);
      await expect(page.getByRole('menuitem').first()).toBeVisible({ timeout: 90_000 });
      await settle(page);
      // Not the pointer's hover colour of the row the login click left it on.
      await page.mouse.move(0, 0);
      expect.soft(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`console-${account.role}-home.png`) });

      const tables = await consoleTables(page);
      const patterns = consolePatterns(tables, account.role);
      expect(patterns.length).toBeGreaterThan(3);
      const recordIds = await firstRecordIds(
        request,
        account.email,
        tables.resources.map((resource) => resource.name),
      );
      const fallbackParams = await demoParams();
      await readOnly(page);
      const result = await crawl(page, testInfo, {
        app: 'console',
        account: account.role,
        base: (path) => new URL(path, consoleUrl()).toString(),
        patterns,
        recordIds,
        fallbackParams,
        screenIds: await screenIds(request, account.email, fallbackParams),
      });
      testInfo.annotations.push({
        type: 'coverage',
        description: `${result.opened} of ${patterns.length} console patterns opened as ${account.role}`,
      });
      expect(summary(result)).toEqual([]);
    });
  }

  for (const account of CLIENT_WEB_ACCOUNTS) {
    test(`every client-web screen of the ${account.label}, at 1280 and 390 px`, async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(10 * 60_000);
      await page.setViewportSize(VIEWPORTS[0]);
      await page.goto(clientWebUrl('/login'));
      await logIn(page, account.email);
      await expect(page).not.toHaveURL(/\/login$/, { timeout: 90_000 });
      await settle(page);
      const tables = await clientWebTables(page);
      const patterns = tables.protectedRoutes
        .filter((route) => route.roles === 'any' || route.roles.includes(account.role))
        .map((route) => ({ pattern: route.path }));
      expect(patterns.length).toBeGreaterThan(0);
      // The home first: its links fill most parameters.
      const home = new URL(page.url()).pathname;
      const fallbackParams = await demoParams();
      await readOnly(page);
      const result = await crawl(page, testInfo, {
        app: 'client-web',
        account: account.label,
        base: (path) => clientWebUrl(path),
        patterns: [{ pattern: home }, ...patterns],
        recordIds: {},
        fallbackParams,
        screenIds: await screenIds(request, account.email, fallbackParams),
      });
      testInfo.annotations.push({
        type: 'coverage',
        description: `${result.opened} of ${patterns.length + 1} client-web patterns opened as ${account.label}`,
      });
      // Issue 21, left open for this: client-web's screens of one module, page, assessment,
      // meeting or report are reached by buttons, not links, and the demo data does not fill their
      // parameters yet (the clean-clone CI of 27 November left 1-7 patterns per role unopened).
      // Until it does, what was opened must not scroll sideways and the unopened are listed.
      if (result.unopened.length > 0)
        testInfo.annotations.push({ type: 'not opened', description: result.unopened.join(', ') });
      expect(result.failures).toEqual([]);
    });
  }

  test('every client-web screen without a login, at 1280 and 390 px', async ({
    page,
  }, testInfo) => {
    test.setTimeout(5 * 60_000);
    await page.goto(clientWebUrl('/login'));
    const tables = await clientWebTables(page);
    const protectedPaths = new Set(tables.protectedRoutes.map((route) => route.path));
    const patterns = tables.paths
      .filter((path) => !protectedPaths.has(path) && path !== '*' && path !== '/')
      // The e-ID returns need the identity provider's answer; they only redirect.
      .filter((path) => !path.startsWith('/process-login'))
      .map((pattern) => ({ pattern }));
    expect(patterns.map((route) => route.pattern)).toContain('/login');
    await page.setViewportSize(VIEWPORTS[1]);
    expect(await seriousViolations(page)).toEqual([]);
    const result = await crawl(page, testInfo, {
      app: 'client-web',
      account: 'visitor',
      base: (path) => clientWebUrl(path),
      patterns,
      recordIds: {},
    });
    expect(summary(result)).toEqual([]);
  });
});
