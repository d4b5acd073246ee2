// Local mail catcher (maildev) so that sign-up and password e-mails can be read in a browser.
import path from 'node:path';
import { findFreePort, LOOPBACK } from './ports.mjs';
import { startOnFreePort } from './processes.mjs';
import { waitFor } from './wait.mjs';

const PREFERRED_SMTP_PORT = 1025;
const PREFERRED_WEB_PORT = 1080;

/** Resolves to { smtpUrl, inboxUrl } once maildev accepts mail. */
export async function startMailCatcher({ rootDir, dataDir, supervisor, takenPorts }) {
  const script = path.join(rootDir, 'scripts', 'mail-catcher-server.mjs');
  return startOnFreePort(PREFERRED_SMTP_PORT, takenPorts, async (smtpPort) => {
    const webPort = await findFreePort(PREFERRED_WEB_PORT, takenPorts);
    takenPorts.add(webPort);
    const server = supervisor.startService({
      name: 'maildev',
      tag: 'mail',
      command: process.execPath,
      args: [script, String(smtpPort), String(webPort), path.join(dataDir, 'mail')],
      cwd: rootDir,
      ipc: true,
      marker: script,
      rank: 4,
      retryOnPortClash: true,
    });
    await waitFor(() => server.said('ready'), {
      description: `maildev on ports ${smtpPort} and ${webPort}`,
      timeoutMs: 30_000,
      watched: [server],
    });
    server.ready = true;
    return { smtpUrl: `smtp://${LOOPBACK}:${smtpPort}`, inboxUrl: `http://localhost:${webPort}` };
  });
}
