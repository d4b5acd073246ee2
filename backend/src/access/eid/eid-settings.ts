import { type Environment } from 'src/config/environment';

/** Where the embedded development issuer is mounted inside the API process. */
export const DEV_ISSUER_PATH = '/dev-eid';
/** Where the issuer sends the browser back with the authorization code. */
export const EID_CALLBACK_PATH = '/api/v1/account/eid/callback';
/** Scopes the platform asks the e-ID issuer for; see the README's e-ID notes for the claims. */
export const EID_SCOPE = 'openid profile personal_number';

/** Development defaults of the client credentials, refused with an outside issuer in production. */
const DEVELOPMENT_CLIENT_SECRET = 'sinnro-dev-eid-client-secret';

export interface EidSettings {
  /** The issuer to use, or null when e-ID login is off (see `disabledReason`). */
  issuerUrl: string | null;
  disabledReason: string | null;
  /** The embedded development issuer is used (and mounted under /dev-eid). */
  embedded: boolean;
  apiPublicUrl: string;
  redirectUri: string;
  clientId: string;
  clientSecret: string;
  clientWebUrl: string;
  consoleUrl: string;
  /** Cookies get `Secure` when the API is reached over https. */
  secureCookies: boolean;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function eidSettings(environment: Environment): EidSettings {
  const apiPublicUrl = withoutTrailingSlash(
    environment.API_PUBLIC_URL ?? `http://localhost:${environment.PORT}`,
  );
  const production = environment.NODE_ENV === 'production';
  const external = environment.EID_ISSUER_URL
    ? withoutTrailingSlash(environment.EID_ISSUER_URL)
    : null;
  let disabledReason: string | null = null;
  if (!external && production) {
    disabledReason = 'EID_ISSUER_URL is not set (the embedded issuer never runs in production)';
  } else if (
    external &&
    production &&
    environment.EID_CLIENT_SECRET === DEVELOPMENT_CLIENT_SECRET
  ) {
    disabledReason = 'EID_CLIENT_SECRET is the development default';
  }
  const embedded = !external && !production;
  return {
    issuerUrl: disabledReason ? null : (external ?? `${apiPublicUrl}${DEV_ISSUER_PATH}`),
    disabledReason,
    embedded,
    apiPublicUrl,
    redirectUri: `${apiPublicUrl}${EID_CALLBACK_PATH}`,
    clientId: environment.EID_CLIENT_ID,
    clientSecret: environment.EID_CLIENT_SECRET,
    clientWebUrl: withoutTrailingSlash(environment.CLIENT_WEB_URL),
    consoleUrl: withoutTrailingSlash(environment.CONSOLE_URL),
    secureCookies: apiPublicUrl.startsWith('https:'),
  };
}
