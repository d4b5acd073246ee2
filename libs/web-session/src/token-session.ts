import { deleteCookie, readCookie, writeCookie } from './cookies';
import { readTokenClaims } from './jwt';

/** How long after `exp` the API still exchanges a token (backend REFRESH_GRACE_SECONDS). */
export const REFRESH_GRACE_MS = 50_000;

/** Refresh this long before `exp`, less a random part of REFRESH_JITTER_MS (tabs spread out). */
export const REFRESH_LEAD_MS = 60_000;
export const REFRESH_JITTER_MS = 10_000;

/** When the attempt before `exp` failed for a passing reason, the one retry comes this long after. */
export const RETRY_AFTER_EXPIRY_MS = 5_000;

/**
 * After a refused refresh, how long to keep looking at the cookie (refresh is single-use, so of
 * two tabs refreshing the same token one is refused; the winner may store its token a moment later).
 */
export const COOKIE_SETTLE_DELAYS_MS: readonly number[] = [100, 400, 1_500];

/**
 * At most one scheduled refresh per this interval: with a clock far ahead of the server's, every
 * new token looks due at once, and refreshes would otherwise follow each other without pause.
 */
export const MIN_REFRESH_INTERVAL_MS = 30_000;

// setTimeout fires at once for delays above 2^31 - 1 ms.
const MAX_TIMER_DELAY_MS = 2_147_483_647;

export interface TokenSessionOptions {
  cookieName: string;
  apiUrl: string;
  /** The Accept-Language of the refresh and logout calls. */
  getLocale?: () => string;
  /** Defaults to the global fetch, looked up at each call. */
  fetch?: typeof fetch;
  /** Defaults to Math.random; spreads the refresh time of tabs. */
  random?: () => number;
}

type Listener = (token: string | null) => void;

type Phase = 'before-expiry' | 'after-expiry';

type RefreshAnswer = { kind: 'token'; token: string } | { kind: 'refused' } | { kind: 'failed' };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function expiryOf(token: string): number | null {
  return readTokenClaims(token)?.expiresAt.getTime() ?? null;
}

/**
 * The bearer token of one app, kept in a cookie until `exp` + 50 s. It is refreshed shortly before
 * `exp` or, when that attempt could not reach the server, once in the 50 s after it; then it is
 * dropped. The cookie is the one place the token lives, so tabs see each other's refreshes.
 */
export class TokenSession {
  private readonly listeners = new Set<Listener>();
  private readonly endListeners = new Set<() => void>();
  private readonly attempts = new Set<string>();
  private inflight: Promise<string | null> | null = null;
  private lastScheduledRefresh = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running = 0;
  private lastAnnounced: string | null;

  constructor(private readonly options: TokenSessionOptions) {
    this.lastAnnounced = this.storedToken();
  }

  /** The cookie's token while it can still be refreshed (until `exp` + 50 s), else null. */
  storedToken(): string | null {
    const token = readCookie(this.options.cookieName);
    if (token === null || token === '') return null;
    const expiresAt = expiryOf(token);
    return expiresAt !== null && Date.now() < expiresAt + REFRESH_GRACE_MS ? token : null;
  }

  /** Whether a token cookie exists at all, usable or not. */
  hasCookie(): boolean {
    return readCookie(this.options.cookieName) !== null;
  }

  /** The token to send with a request now: the cookie's, while it has not expired. */
  token(): string | null {
    const token = this.storedToken();
    const expiresAt = token === null ? null : expiryOf(token);
    return expiresAt !== null && Date.now() < expiresAt ? token : null;
  }

  /** As token(), but an expired token still inside the grace window is refreshed first. */
  async freshToken(): Promise<string | null> {
    const token = this.token();
    if (token !== null || this.storedToken() === null) return token;
    return this.refresh();
  }

  /** Keeps a token; false (and nothing kept) when it is not a JWT with an expiry. */
  store(token: string): boolean {
    const expiresAt = expiryOf(token);
    if (expiresAt === null) return false;
    writeCookie(this.options.cookieName, token, {
      expires: new Date(expiresAt + REFRESH_GRACE_MS),
    });
    this.changed();
    return true;
  }

  clear(): void {
    deleteCookie(this.options.cookieName);
    this.changed();
  }

  /** Called with the new token, or null when the session ended in this tab. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Called when the session ended by itself in this tab (refresh refused, grace passed, cookie
   * gone), not by logout() or clear(): the app then shows its login page.
   */
  onEnded(listener: () => void): () => void {
    this.endListeners.add(listener);
    return () => this.endListeners.delete(listener);
  }

  /** Revokes the token on the server (best effort), then drops the cookie. */
  async logout(): Promise<void> {
    const token = await this.freshToken();
    try {
      if (token !== null) await this.call('/api/v1/account/logout', token);
    } catch {
      // The cookie goes whatever the server said: the user asked to leave.
    } finally {
      this.clear();
    }
  }

  /**
   * Exchanges the stored token for a new one; one request at a time per tab. Resolves with the
   * token to use, or null when the session has ended (or, after a passing failure, not yet renewed).
   */
  refresh(): Promise<string | null> {
    this.inflight ??= this.refreshOnce().finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  /** Refreshes on time while started; the answer stops it. Counted, so nested starts are safe. */
  start(): () => void {
    this.running += 1;
    if (this.running === 1) this.schedule();
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      this.running -= 1;
      if (this.running === 0) clearTimeout(this.timer);
    };
  }

  private async refreshOnce(): Promise<string | null> {
    const token = this.storedToken();
    if (token === null) return this.ended();
    const answer = await this.requestRefresh(token);
    switch (answer.kind) {
      case 'token':
        return this.store(answer.token) ? answer.token : this.ended();
      case 'refused':
        return this.adoptOtherTabsToken(token);
      case 'failed':
        return null;
    }
  }

  private async requestRefresh(token: string): Promise<RefreshAnswer> {
    let response: Response;
    try {
      response = await this.call('/api/v1/account/refresh', token);
    } catch {
      return { kind: 'failed' };
    }
    if (response.status === 401 || response.status === 403) return { kind: 'refused' };
    if (!response.ok) return { kind: 'failed' };
    const body: unknown = await response.json().catch(() => null);
    const fresh =
      typeof body === 'object' && body !== null && 'token' in body ? body.token : undefined;
    return typeof fresh === 'string' ? { kind: 'token', token: fresh } : { kind: 'failed' };
  }

  /** A refused refresh: another tab may have refreshed the same token and stored a fresh one. */
  private async adoptOtherTabsToken(refused: string): Promise<string | null> {
    for (const delay of [0, ...COOKIE_SETTLE_DELAYS_MS]) {
      if (delay > 0) await sleep(delay);
      const stored = this.storedToken();
      if (stored !== null && stored !== refused) {
        this.changed();
        return stored;
      }
    }
    // Drop the refused token only: never a token another tab stored meanwhile.
    if (readCookie(this.options.cookieName) === refused) deleteCookie(this.options.cookieName);
    return this.ended();
  }

  private ended(): null {
    const hadSession = this.lastAnnounced !== null;
    if (this.storedToken() === null && this.hasCookie()) deleteCookie(this.options.cookieName);
    this.changed();
    if (hadSession && this.lastAnnounced === null) {
      for (const listener of this.endListeners) listener();
    }
    return null;
  }

  private call(path: string, token: string): Promise<Response> {
    const headers = new Headers({ Accept: 'application/json', Authorization: `Bearer ${token}` });
    const locale = this.options.getLocale?.();
    if (locale !== undefined) headers.set('Accept-Language', locale);
    const fetchFn = this.options.fetch ?? globalThis.fetch;
    return fetchFn(`${this.options.apiUrl}${path}`, { method: 'GET', headers });
  }

  /** Tells the listeners when the token this tab would use is another than last time. */
  private changed(): void {
    const token = this.storedToken();
    if (token === this.lastAnnounced) return;
    this.lastAnnounced = token;
    for (const listener of this.listeners) listener(token);
    if (this.running > 0) this.schedule();
  }

  private schedule(): void {
    clearTimeout(this.timer);
    const token = this.storedToken();
    if (token === null) {
      this.changed();
      return;
    }
    const at = Math.max(
      this.nextStepAt(token),
      this.lastScheduledRefresh + MIN_REFRESH_INTERVAL_MS,
    );
    const delay = Math.max(0, at - Date.now());
    this.timer = setTimeout(() => void this.tick(), Math.min(delay, MAX_TIMER_DELAY_MS));
  }

  /** When something is next due for this token: a refresh attempt, or dropping it. */
  private nextStepAt(token: string): number {
    const expiresAt = expiryOf(token) ?? 0;
    if (!this.attempts.has(`${token}|before-expiry`)) {
      const jitter = (this.options.random ?? Math.random)() * REFRESH_JITTER_MS;
      return Math.max(Date.now(), expiresAt - REFRESH_LEAD_MS - jitter);
    }
    if (!this.attempts.has(`${token}|after-expiry`)) return expiresAt + RETRY_AFTER_EXPIRY_MS;
    return expiresAt + REFRESH_GRACE_MS;
  }

  private async tick(): Promise<void> {
    const token = this.storedToken();
    if (token === null) {
      this.ended();
      return;
    }
    const expiresAt = expiryOf(token) ?? 0;
    const phase: Phase = Date.now() < expiresAt ? 'before-expiry' : 'after-expiry';
    const due = Date.now() >= expiresAt - REFRESH_LEAD_MS - REFRESH_JITTER_MS;
    if (due && !this.attempts.has(`${token}|${phase}`)) {
      // A late timer (a sleeping laptop) lands after exp: that is the one attempt after it.
      this.attempts.add(`${token}|before-expiry`);
      this.attempts.add(`${token}|${phase}`);
      this.lastScheduledRefresh = Date.now();
      await this.refresh();
    }
    if (this.running > 0) this.schedule();
  }
}

export function createTokenSession(options: TokenSessionOptions): TokenSession {
  return new TokenSession(options);
}
