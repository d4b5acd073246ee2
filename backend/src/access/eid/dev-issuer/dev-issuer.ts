import { createHmac, generateKeyPair, randomBytes, randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { EID_SCOPE } from '../eid-settings';
import { normalizePersonalNumber, personalNumberProblem } from '../personal-number';
import { type PageLanguage, renderErrorPage, renderLoginPage } from './interaction-page';
import {
  type KoaContext,
  type KoaMiddleware,
  type OidcProvider,
  type OidcProviderModule,
  type ProviderConfiguration,
  type SigningJwk,
} from './oidc-provider-types';
import { testPersonFor } from './test-persons';

export interface DevIssuerOptions {
  /** The issuer identifier, e.g. http://localhost:3000/dev-eid. */
  issuer: string;
  /** The path it is mounted under in the API (the issuer URL's path). */
  mountPath: string;
  client: { id: string; secret: string; redirectUri: string };
  onServerError: (error: Error) => void;
}

export type NodeHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

const FORM_LIMIT_BYTES = 4096;
/** Fixed on purpose: the same personal number gets the same `sub` after a restart too. */
const SUBJECT_KEY = 'sinnro-dev-eid-subject';

/**
 * Loaded by name at run time, only when the embedded issuer is mounted (never in production):
 * oidc-provider publishes no type declarations (see oidc-provider-types.ts). It is an ES module;
 * the compiled require() loads it on Node >= 20.19, and under Jest test/jest.api.config.js lets
 * swc transform it.
 */
const OIDC_PROVIDER_PACKAGE = 'oidc-provider';

async function loadOidcProvider(): Promise<OidcProviderModule> {
  return (await import(OIDC_PROVIDER_PACKAGE)) as OidcProviderModule;
}

/** A stable pseudonymous subject for a personal number (the number itself is only a claim). */
export function subjectFor(personalNumber: string): string {
  return createHmac('sha256', SUBJECT_KEY).update(personalNumber).digest('base64url').slice(0, 27);
}

/** A new RS256 key, made at every start: the embedded issuer is for development only. */
async function signingKey(): Promise<SigningJwk> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { ...jwk, kty: jwk.kty ?? 'RSA', kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

/**
 * The embedded development e-ID issuer: a real OpenID provider (oidc-provider) whose login page
 * "signs in" any Swedish personal identity number with a valid check digit. It answers requests
 * as a plain Node handler, which the API mounts under /dev-eid outside production.
 */
export async function createDevIssuer(options: DevIssuerOptions): Promise<NodeHandler> {
  const { Provider } = await loadOidcProvider();
  // sub → personal number of everyone signed in since the start (development only, in memory).
  const accounts = new Map<string, string>();
  const configuration: ProviderConfiguration = {
    clients: [
      {
        client_id: options.client.id,
        client_secret: options.client.secret,
        redirect_uris: [options.client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [await signingKey()] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    scopes: EID_SCOPE.split(' '),
    claims: {
      acr: null,
      auth_time: null,
      iss: null,
      sid: null,
      openid: ['sub'],
      profile: ['given_name', 'family_name'],
      personal_number: ['personal_number', 'protected_identity'],
    },
    // The ID token carries the claims itself, as e-ID brokers' tokens do.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 300,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 300,
      Interaction: 600,
      Session: 600,
    },
    interactions: {
      url: (_context, interaction) =>
        Promise.resolve(`${options.mountPath}/interaction/${interaction.uid}`),
    },
    findAccount: (_context, sub) => {
      const personalNumber = accounts.get(sub);
      if (!personalNumber) return Promise.resolve(undefined);
      const person = testPersonFor(personalNumber);
      return Promise.resolve({
        accountId: sub,
        claims: () =>
          Promise.resolve({
            sub,
            personal_number: person.personalNumber,
            given_name: person.givenName,
            family_name: person.familyName,
            protected_identity: person.protectedIdentity,
          }),
      });
    },
    // The platform is a first-party client: consent is implied, never asked.
    loadExistingGrant: async (context) => {
      const oidc = context.oidc;
      const clientId = oidc?.client?.clientId;
      const accountId = oidc?.session?.accountId;
      if (!oidc || !clientId || !accountId) return undefined;
      const existing = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(clientId);
      const found = existing ? await oidc.provider.Grant.find(existing) : undefined;
      if (found) return found;
      const grant = new oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope(EID_SCOPE);
      await grant.save();
      return grant;
    },
    renderError: (context) => {
      html(
        context,
        context.status >= 400 ? context.status : 400,
        renderErrorPage(languageOf(context), 'issuerError'),
      );
      return Promise.resolve();
    },
  };
  const provider = new Provider(options.issuer, configuration);
  // X-Forwarded-Proto/-Host are honoured, as by the API itself (Fastify's trustProxy).
  provider.proxy = true;
  provider.silent = true;
  provider.on('server_error', (_context, error) => options.onServerError(error));
  provider.use(interactionPages(provider, accounts, options.mountPath));
  return provider.callback();
}

/** GET shows the personal-number form; POST signs in (or cancels) and resumes the login. */
function interactionPages(
  provider: OidcProvider,
  accounts: Map<string, string>,
  mountPath: string,
): KoaMiddleware {
  return async (context, next) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(context.path);
    if (!match) return next();
    if (context.method !== 'GET' && context.method !== 'POST') {
      context.status = 405;
      context.set('Allow', 'GET, POST');
      return;
    }
    let language = languageOf(context);
    try {
      const details = await provider.interactionDetails(context.req, context.res);
      language = languageOf(context, details.params.ui_locales);
      const action = `${mountPath}/interaction/${details.uid}`;
      if (context.method === 'GET') {
        html(context, 200, renderLoginPage({ language, action }));
        return;
      }
      const form = await readForm(context.req);
      language = languageOf(context, form.get('lang') ?? details.params.ui_locales);
      if (form.get('action') === 'cancel') {
        const returnTo = await provider.interactionResult(
          context.req,
          context.res,
          { error: 'access_denied', error_description: 'The person cancelled the login' },
          { mergeWithLastSubmission: false },
        );
        redirect(context, returnTo);
        return;
      }
      const typed = form.get('personal_number') ?? '';
      const personalNumber = normalizePersonalNumber(typed);
      const problem = personalNumberProblem(personalNumber);
      if (problem) {
        html(context, 400, renderLoginPage({ language, action, value: typed, problem }));
        return;
      }
      const accountId = subjectFor(personalNumber);
      accounts.set(accountId, personalNumber);
      const returnTo = await provider.interactionResult(
        context.req,
        context.res,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
      redirect(context, returnTo);
    } catch (error) {
      if (!(error instanceof Error) || error.name !== 'SessionNotFound') throw error;
      html(context, 400, renderErrorPage(language, 'sessionGone'));
    }
  };
}

function languageOf(context: KoaContext, hint?: unknown): PageLanguage {
  const fromQuery = context.query.lang;
  const candidates = [
    typeof fromQuery === 'string' ? fromQuery : undefined,
    typeof hint === 'string' ? hint.split(' ')[0] : undefined,
  ];
  for (const candidate of candidates) {
    if (candidate === 'sv' || candidate === 'en') return candidate;
  }
  const accept = context.req.headers['accept-language'];
  return typeof accept === 'string' && /^en\b/i.test(accept.trim()) ? 'en' : 'sv';
}

function html(context: KoaContext, status: number, body: string): void {
  context.status = status;
  context.type = 'html';
  context.set('Cache-Control', 'no-store');
  context.body = body;
}

function redirect(context: KoaContext, location: string): void {
  context.status = 303;
  context.redirect(location);
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_LIMIT_BYTES) break;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
