import { type LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { handoverBinding } from 'src/access/session-handover.service';
import { type TestApp } from './test-app';

interface StoredCookie {
  value: string;
  path: string;
}

/**
 * Where a finished e-ID login sent the browser: a client-web page and its URL fragment, and what
 * client-web got for its #code=… from POST api/v1/account/handover/redeem (with the state this
 * browser kept): an access token, or an onboarding (auth2) token; null when there was none.
 */
export interface ClientWebLanding {
  url: URL;
  fragment: URLSearchParams;
  token: string | null;
  auth2: string | null;
}

/**
 * A minimal browser for the e-ID code flow over the in-process API: it keeps cookies (by name and
 * path), follows nothing by itself, and turns the API's absolute addresses back into requests.
 */
export class EidBrowser {
  private readonly cookies = new Map<string, StoredCookie>();
  private readonly apiOrigin: string;
  /** The state client-web keeps in sessionStorage when it starts a login (one per browser here). */
  readonly handoverState = randomBytes(32).toString('base64url');

  constructor(private readonly api: TestApp) {
    this.apiOrigin = new URL(
      api.environment.API_PUBLIC_URL ?? `http://localhost:${api.environment.PORT}`,
    ).origin;
  }

  get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.send('GET', url, headers);
  }

  postForm(url: string, form: Record<string, string>): Promise<LightMyRequestResponse> {
    return this.send(
      'POST',
      url,
      { 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams(form).toString(),
    );
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  setCookie(name: string, value: string, path = '/'): void {
    this.cookies.set(name, { value, path });
  }

  /** Starts a login at the API and follows the redirects to the issuer's personal-number page. */
  async openIssuerPage(
    query: Record<string, string> = { kind: 'client' },
  ): Promise<{ pageUrl: string; page: LightMyRequestResponse }> {
    // As client-web: the digest of its state goes along (a test may pass its own, '' for none).
    const withBinding = { binding: handoverBinding(this.handoverState), ...query };
    if (withBinding.binding === '') delete (withBinding as Partial<typeof withBinding>).binding;
    const start = await this.get(`/session/login?${new URLSearchParams(withBinding).toString()}`);
    if (start.statusCode !== 302) throw new Error(`/session/login answered ${start.statusCode}`);
    const { url, response } = await this.follow(start);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    return { pageUrl: url, page: response };
  }

  /** Types a personal number on the issuer page and follows the redirects to client-web. */
  async signIn(personalNumber: string, pageUrl: string): Promise<ClientWebLanding> {
    const submitted = await this.postForm(pageUrl, {
      personal_number: personalNumber,
      action: 'login',
    });
    return this.landing(submitted);
  }

  /** The whole login: start, issuer page, personal number, callback; where client-web opens. */
  async loginWithEid(personalNumber: string, kind = 'client'): Promise<ClientWebLanding> {
    const { pageUrl } = await this.openIssuerPage({ kind });
    return this.signIn(personalNumber, pageUrl);
  }

  /** Follows redirects inside the API until it answers something else or leaves for client-web. */
  async follow(
    response: LightMyRequestResponse,
    stopAt?: (url: URL) => boolean,
  ): Promise<{ url: string; response: LightMyRequestResponse }> {
    let current = response;
    let url = '';
    for (let hop = 0; hop < 10; hop += 1) {
      const location = current.headers.location;
      if (current.statusCode < 300 || current.statusCode >= 400 || typeof location !== 'string') {
        return { url, response: current };
      }
      const target = new URL(location, this.apiOrigin);
      if (target.origin !== this.apiOrigin || stopAt?.(target)) {
        return { url: target.href, response: current };
      }
      url = `${target.pathname}${target.search}`;
      current = await this.get(url);
    }
    throw new Error('Too many redirects');
  }

  /** Follows to the redirect that leaves the API, and reads client-web's address from it. */
  async landing(response: LightMyRequestResponse): Promise<ClientWebLanding> {
    const { url, response: last } = await this.follow(response);
    const location = last.headers.location;
    if (typeof location !== 'string') {
      throw new Error(`Expected a redirect to client-web, got ${last.statusCode} at ${url}`);
    }
    const target = new URL(location);
    const fragment = new URLSearchParams(target.hash.slice(1));
    const code = fragment.get('code');
    if (code === null) return { url: target, fragment, token: null, auth2: null };
    const redeemed = await this.redeem(code);
    if (redeemed.statusCode !== 200) {
      throw new Error(`The hand-over code was refused: ${redeemed.statusCode} ${redeemed.body}`);
    }
    const { kind, token } = redeemed.json<{ kind: 'session' | 'onboarding'; token: string }>();
    return {
      url: target,
      fragment,
      token: kind === 'session' ? token : null,
      auth2: kind === 'onboarding' ? token : null,
    };
  }

  /** What client-web does with #code=…: redeems it with the state it kept (or another). */
  redeem(code: string, state = this.handoverState): Promise<LightMyRequestResponse> {
    return this.api.request({
      method: 'POST',
      url: '/api/v1/account/handover/redeem',
      payload: { code, state },
    });
  }

  private async send(
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: string,
  ): Promise<LightMyRequestResponse> {
    const target = new URL(url, this.apiOrigin);
    if (target.origin !== this.apiOrigin) throw new Error(`${url} is not an API address`);
    const path = `${target.pathname}${target.search}`;
    const cookieHeader = [...this.cookies.entries()]
      .filter(([, cookie]) => target.pathname.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
    const response = await this.api.request({
      method,
      url: path,
      headers: {
        host: new URL(this.apiOrigin).host,
        ...headers,
        ...(cookieHeader ? { cookie: cookieHeader } : {}),
      },
      payload,
    });
    this.store(response);
    return response;
  }

  private store(response: LightMyRequestResponse): void {
    const header = response.headers['set-cookie'];
    const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const attribute = (key: string) =>
        attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const maxAge = attribute('max-age');
      const expires = attribute('expires');
      const gone =
        value === '' ||
        (maxAge !== undefined && Number(maxAge) <= 0) ||
        (expires !== undefined && new Date(expires).getTime() <= Date.now());
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, { value, path: attribute('path') ?? '/' });
    }
  }
}
