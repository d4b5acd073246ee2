import { test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { findFreePort, isPortFree } from './ports.mjs';

async function occupyPort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen({ port: 0, host: '127.0.0.1' }, resolve));
  return server;
}

test('findFreePort returns the preferred port when it is free', async () => {
  assert.equal(await findFreePort(40123, new Set(), async () => true), 40123);
});

test('findFreePort picks another port when the preferred one is in use', async () => {
  const server = await occupyPort();
  const busy = server.address().port;
  try {
    assert.equal(await isPortFree(busy), false);
    const port = await findFreePort(busy);
    assert.notEqual(port, busy);
    assert.equal(await isPortFree(port), true);
  } finally {
    server.close();
  }
});

test('findFreePort skips ports already promised to another service', async () => {
  const port = await findFreePort(40124, new Set([40124]), async () => true);
  assert.notEqual(port, 40124);
});
