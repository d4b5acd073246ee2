// A local SMTP server that keeps every message for reading in a web inbox (maildev).
// The launcher runs this in a child process: maildev installs its own SIGINT/SIGTERM handlers
// that exit the process, and a port clash throws instead of being reported.
// Usage: node scripts/mail-catcher-server.mjs <smtpPort> <webPort> <mailDirectory>
// Sends 'ready' over the IPC channel once both ports are bound.
import { createRequire } from 'node:module';
import { once } from 'node:events';

const require = createRequire(import.meta.url);
const MailDev = require('maildev');
// The same module instance MailDev uses: its HTTP server is reachable only through it.
const web = require('maildev/lib/web');

const [smtpPort, webPort, mailDirectory] = process.argv.slice(2);

const maildev = new MailDev({
  smtp: Number(smtpPort),
  web: Number(webPort),
  ip: '127.0.0.1',
  mailDirectory,
  silent: true,
});
// Not maildev.listen(): in 2.2.0 its callback reads an undefined variable and crashes the process.
const smtpListening = new Promise((resolve) =>
  maildev.smtp.listen(Number(smtpPort), '127.0.0.1', resolve),
);
await Promise.all([smtpListening, once(web.server, 'listening')]);
console.log(`maildev: SMTP on 127.0.0.1:${smtpPort}, inbox on http://localhost:${webPort}`);
process.send?.('ready');

// The launcher's IPC channel closes when the launcher dies, even by SIGKILL: stop with it.
// (Mails are already on disk; SIGTERM from the launcher goes through maildev's own shutdown.)
process.on('disconnect', () => process.exit(0));
