// The block printed once everything is up.
import { paint } from './output.mjs';

/** The URL with its password replaced by ***, for printing. */
export function maskUrl(url) {
  try {
    const parsed = new URL(url);
    if (!parsed.password) return url;
    parsed.password = '***';
    return parsed.toString();
  } catch {
    return url.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');
  }
}

function rows(pairs) {
  const width = Math.max(...pairs.map(([label]) => label.length));
  return pairs.map(([label, value]) => `  ${label.padEnd(width)}   ${value}`);
}

/**
 * @param {object} facts
 * @param {{ api: string, console: string, clientWeb: string }} facts.urls
 * @param {string | undefined} facts.inboxUrl  set when the local mail catcher runs
 * @param {{ email: string, role: string, companyRole?: string }[]} facts.demoAccounts
 * @param {string} facts.seedPassword
 * @param {string} facts.database  what database is in use
 * @param {string} facts.redis     what Redis is in use
 * @param {string} facts.mail      where mail goes
 * @param {number} facts.readySeconds
 */
export function formatBanner(facts) {
  const { urls, inboxUrl, demoAccounts, seedPassword, readySeconds } = facts;
  const links = [
    ['Client web', urls.clientWeb],
    ['Console', urls.console],
    ['API', `${urls.api}/api`],
    ['API docs', `${urls.api}/api/docs`],
    ...(inboxUrl ? [['Mail inbox', inboxUrl]] : []),
  ];
  const accounts = demoAccounts.map(({ email, role, companyRole }) => [
    email,
    companyRole ? `${role}, company ${companyRole}` : role,
  ]);
  const services = [
    ['Database', facts.database],
    ['Redis', facts.redis],
    ['Mail', facts.mail],
  ];
  return [
    '',
    paint('bold', `Sinnro is running. Ready in ${readySeconds.toFixed(1)} s`),
    '',
    ...rows(links).map((line) => paint('cyan', line)),
    '',
    `  Demo logins, password ${paint('bold', seedPassword)}`,
    ...rows(accounts),
    '',
    ...rows(services).map((line) => paint('dim', line)),
    '',
    '  Press Ctrl-C to stop. Run with --verbose (or VERBOSE=1) to see all output.',
    '',
    `SINNRO_READY api=${urls.api} console=${urls.console} client=${urls.clientWeb} inbox=${inboxUrl ?? 'none'} seconds=${readySeconds.toFixed(1)}`,
  ].join('\n');
}
