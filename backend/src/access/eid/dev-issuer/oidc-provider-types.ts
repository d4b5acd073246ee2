import { type IncomingMessage, type ServerResponse } from 'node:http';

/*
 * oidc-provider publishes no TypeScript declarations. These name the small part of its API the
 * embedded development issuer uses (oidc-provider 9), so the rest of the code stays typed.
 */

/** The Koa context, as far as the interaction pages use it. */
export interface KoaContext {
  req: IncomingMessage;
  res: ServerResponse;
  method: string;
  /** The path inside the issuer (its mount path, /dev-eid, already removed). */
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
  set(field: string, value: string): void;
  redirect(url: string): void;
  oidc?: OidcContext;
}

export type KoaMiddleware = (context: KoaContext, next: () => Promise<void>) => Promise<void>;

export interface OidcGrant {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}

export interface OidcContext {
  client?: { clientId: string };
  session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
  result?: { consent?: { grantId?: string } };
  provider: {
    Grant: {
      new (properties: { clientId: string; accountId: string }): OidcGrant;
      find(id: string): Promise<OidcGrant | undefined>;
    };
  };
}

export interface OidcAccount {
  accountId: string;
  claims(): Promise<Record<string, unknown>>;
}

export interface InteractionDetails {
  uid: string;
  prompt: { name: string; reasons: string[] };
  params: Record<string, unknown>;
}

export type InteractionResult =
  { login: { accountId: string } } | { error: string; error_description?: string };

/** A JSON Web Key with its private part (the issuer's signing key). */
export interface SigningJwk {
  kty: string;
  kid: string;
  alg: string;
  use: 'sig';
  [parameter: string]: unknown;
}

export interface ProviderConfiguration {
  clients: {
    client_id: string;
    client_secret: string;
    redirect_uris: string[];
    grant_types: string[];
    response_types: string[];
    token_endpoint_auth_method: string;
  }[];
  jwks: { keys: SigningJwk[] };
  cookies: { keys: string[] };
  scopes: string[];
  claims: Record<string, string[] | null>;
  conformIdTokenClaims: boolean;
  features: Record<string, { enabled: boolean }>;
  pkce: { required: () => boolean };
  ttl: Record<string, number>;
  interactions: { url: (context: KoaContext, interaction: { uid: string }) => Promise<string> };
  findAccount: (context: KoaContext, sub: string) => Promise<OidcAccount | undefined>;
  loadExistingGrant: (context: KoaContext) => Promise<OidcGrant | undefined>;
  renderError: (context: KoaContext, out: Record<string, string>, error: Error) => Promise<void>;
}

export interface OidcProvider {
  proxy: boolean;
  silent: boolean;
  use(middleware: KoaMiddleware): void;
  callback(): (request: IncomingMessage, response: ServerResponse) => Promise<void>;
  interactionDetails(
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<InteractionDetails>;
  interactionResult(
    request: IncomingMessage,
    response: ServerResponse,
    result: InteractionResult,
    options?: { mergeWithLastSubmission?: boolean },
  ): Promise<string>;
  on(event: 'server_error', listener: (context: KoaContext, error: Error) => void): void;
}

export interface OidcProviderModule {
  Provider: new (issuer: string, configuration: ProviderConfiguration) => OidcProvider;
}
