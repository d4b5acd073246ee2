import { API_URL, CLIENT_WEB_URL } from '../config';
import { serverLanguage } from '../providers/http-client';

/**
 * The console's half of handing an impersonation to client-web (see client-web's eid/handover.ts)
 * without a token in any URL:
 * 1. "Log in as" starts the impersonation, keeps its token in this tab (sessionStorage, two
 *    minutes at most) and opens client-web's /process-login#handover=console;
 * 2. client-web keeps a state of its own and comes back to /impersonation-handover#binding=…
 *    (the state's SHA-256);
 * 3. this page asks the API for a one-time code bound to that binding, for the kept token, and
 *    opens client-web's /process-login#code=…, which only that client-web tab can redeem.
 * A link to step 2 or 3 made by someone else finds no kept token here, or is refused there.
 */
const PENDING_KEY = 'sinnro.pendingImpersonation';
const PENDING_MS = 2 * 60_000;

interface PendingImpersonation {
  token: string;
  locale: string;
  until: number;
}

/** Step 1: keep the impersonation token and go to client-web, which answers with a binding. */
export function handImpersonationOver(token: string, locale: string): void {
  const pending: PendingImpersonation = { token, locale, until: Date.now() + PENDING_MS };
  window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  window.location.assign(`${CLIENT_WEB_URL}/process-login#handover=console`);
}

/** The kept impersonation, taken once (gone afterwards), or null when none or too old. */
export function takePendingImpersonation(): PendingImpersonation | null {
  const raw = window.sessionStorage.getItem(PENDING_KEY);
  window.sessionStorage.removeItem(PENDING_KEY);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingImpersonation>;
    if (
      typeof value.token !== 'string' ||
      typeof value.locale !== 'string' ||
      typeof value.until !== 'number' ||
      value.until < Date.now()
    ) {
      return null;
    }
    return { token: value.token, locale: value.locale, until: value.until };
  } catch {
    return null;
  }
}

/** Step 3: a code for the kept token bound to client-web's binding; answers where to go next. */
export async function impersonationHandoverTarget(
  pending: PendingImpersonation,
  binding: string,
): Promise<string> {
  const response = await fetch(`${API_URL}/api/v1/account/handover`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Accept-Language': serverLanguage(pending.locale),
      'Content-Type': 'application/json',
      Authorization: `Bearer ${pending.token}`,
    },
    body: JSON.stringify({ binding }),
  });
  if (!response.ok) throw new Error(`The hand-over was refused (${response.status})`);
  const body = (await response.json()) as { code?: unknown };
  if (typeof body.code !== 'string') throw new Error('The hand-over answer has no code');
  return `${CLIENT_WEB_URL}/process-login#${new URLSearchParams({ code: body.code }).toString()}`;
}
