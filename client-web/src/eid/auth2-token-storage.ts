// The onboarding token lives in sessionStorage: a reload of /process-login-auth2 continues, and
// it is gone when the tab closes. It is short-lived and only good for onboarding.
const AUTH2_TOKEN_KEY = 'sinnro.auth2Token';

export function readAuth2Token(): string | null {
  return window.sessionStorage.getItem(AUTH2_TOKEN_KEY);
}

export function storeAuth2Token(token: string): void {
  window.sessionStorage.setItem(AUTH2_TOKEN_KEY, token);
}

export function clearAuth2Token(): void {
  window.sessionStorage.removeItem(AUTH2_TOKEN_KEY);
}
