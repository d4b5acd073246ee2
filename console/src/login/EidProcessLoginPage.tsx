import { readSelectedLocale } from '@sinnro/web-session';
import { useEffect, useRef, useState } from 'react';
import { consoleSession } from '../providers/session';
import { redeemConsoleEidLogin } from './eid-login';

const TEXT = {
  sv: {
    working: 'Loggar in …',
    failed: 'Inloggningen misslyckades',
    back: 'Till inloggningen',
  },
  en: {
    working: 'Logging in …',
    failed: 'The login failed',
    back: 'To the login',
  },
} as const;

/**
 * Where the console's e-ID login ends (/process-login, outside react-admin): #code=… is redeemed
 * with this tab's state for a token, kept as the console's session, and the console opens at the
 * user's home; #error=…&message=… (the API's text) or a refused code shows why, with the way back.
 */
export function EidProcessLoginPage() {
  const [fragment] = useState(() => new URLSearchParams(window.location.hash.slice(1)));
  const [failure, setFailure] = useState<string | null>(() =>
    fragment.get('code') ? null : (fragment.get('message') ?? ''),
  );
  const started = useRef(false);
  const text = TEXT[readSelectedLocale() === 'en' ? 'en' : 'sv'];

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const code = fragment.get('code');
    if (!code) return;
    redeemConsoleEidLogin(code)
      .then((token) => {
        if (!consoleSession.store(token)) throw new Error('not a token');
        window.location.replace('/');
      })
      .catch(() => setFailure(''));
  }, [fragment]);

  return (
    <main style={{ fontFamily: 'sans-serif', padding: '2rem' }}>
      {failure === null ? (
        <p role="status">{text.working}</p>
      ) : (
        <>
          <p role="alert">{failure === '' ? text.failed : failure}</p>
          <a href="/login">{text.back}</a>
        </>
      )}
    </main>
  );
}
