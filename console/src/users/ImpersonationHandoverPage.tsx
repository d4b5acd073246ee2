import { useEffect, useRef, useState } from 'react';
import { impersonationHandoverTarget, takePendingImpersonation } from './impersonation-handover';

const TEXT = {
  sv: {
    working: 'Loggar in som användaren …',
    failed: 'Det gick inte att logga in som den här användaren',
    back: 'Tillbaka till användarna',
  },
  en: {
    working: 'Logging in as the user …',
    failed: 'Could not log in as this user',
    back: 'Back to the users',
  },
} as const;

/**
 * Step 3 of the impersonation hand-over (see impersonation-handover.ts), outside react-admin: the
 * page only turns client-web's binding into a one-time code for the kept impersonation token.
 */
export function ImpersonationHandoverPage() {
  const [pending] = useState(takePendingImpersonation);
  const [failed, setFailed] = useState(pending === null);
  const started = useRef(false);
  const text = TEXT[pending?.locale === 'sv' || pending === null ? 'sv' : 'en'];

  useEffect(() => {
    if (started.current || pending === null) return;
    started.current = true;
    const binding = new URLSearchParams(window.location.hash.slice(1)).get('binding') ?? '';
    window.history.replaceState(window.history.state, '', window.location.pathname);
    impersonationHandoverTarget(pending, binding)
      .then((target) => window.location.replace(target))
      .catch(() => setFailed(true));
  }, [pending]);

  return (
    <main style={{ fontFamily: 'sans-serif', padding: '2rem' }}>
      {failed ? (
        <>
          <p role="alert">{text.failed}</p>
          <a href="/admin/users/list">{text.back}</a>
        </>
      ) : (
        <p role="status">{text.working}</p>
      )}
    </main>
  );
}
