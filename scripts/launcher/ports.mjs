// Port selection and readiness checks on the loopback interface.
import net from 'node:net';
import http from 'node:http';
import { LauncherError } from './errors.mjs';

export const LOOPBACK = '127.0.0.1';
const IPV6_UNAVAILABLE = new Set(['EADDRNOTAVAIL', 'EAFNOSUPPORT']);

function canListen(port, host) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', (error) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(false);
      else reject(error);
    });
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** True when nothing listens on the port, on 127.0.0.1 nor on ::1. */
export async function isPortFree(port) {
  if (!(await canListen(port, LOOPBACK))) return false;
  try {
    return await canListen(port, '::1');
  } catch (error) {
    if (IPV6_UNAVAILABLE.has(error.code)) return true;
    throw error;
  }
}

async function askSystemForPort() {
  const server = net.createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: 0, host: LOOPBACK }, resolve);
  });
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The preferred port when it is free, else one the system hands out.
 * `taken` holds ports already promised to another service of this launcher.
 */
export async function findFreePort(preferred, taken = new Set(), checkFree = isPortFree) {
  if (!taken.has(preferred) && (await checkFree(preferred))) return preferred;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const port = await askSystemForPort();
    if (!taken.has(port)) return port;
  }
  throw new Error(`No free port found near ${preferred}`);
}

/** Status code of a GET, or undefined when nothing answers. */
function httpStatus(url, timeoutMs = 2000) {
  return new Promise((resolve) => {
    const request = http.get(url, { timeout: timeoutMs }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve(undefined));
  });
}

/** Answers from 127.0.0.1 or [::1]: dev servers bind to whichever `localhost` resolves to. */
export async function loopbackHttpStatus(port, path = '/') {
  const statuses = await Promise.all([
    httpStatus(`http://${LOOPBACK}:${port}${path}`),
    httpStatus(`http://[::1]:${port}${path}`),
  ]);
  return statuses.find((status) => status !== undefined);
}

/** Fails with advice when PORT, CONSOLE_PORT or CLIENT_WEB_PORT is taken (or two are equal). */
export async function assertAppPortsFree(config) {
  const wanted = [
    ['PORT', config.apiPort, 'the API'],
    ['CONSOLE_PORT', config.consolePort, 'the console'],
    ['CLIENT_WEB_PORT', config.clientWebPort, 'client-web'],
  ];
  if (new Set(wanted.map(([, port]) => port)).size < wanted.length) {
    throw new LauncherError(
      'PORT, CONSOLE_PORT and CLIENT_WEB_PORT must be three different ports.',
    );
  }
  for (const [variable, port, what] of wanted) {
    if (!(await isPortFree(port))) {
      throw new LauncherError(`Port ${port} (${variable}, ${what}) is already in use.`, {
        details: `Stop what uses it, or pick another: ${variable}=${port + 100} npm start`,
      });
    }
  }
}
