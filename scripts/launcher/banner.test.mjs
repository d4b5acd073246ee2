import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatBanner, maskUrl } from './banner.mjs';

test('maskUrl hides the password and keeps the rest', () => {
  assert.equal(
    maskUrl('postgres://sinnro:s3cret@db.example.com:5432/sinnro'),
    'postgres://sinnro:***@db.example.com:5432/sinnro',
  );
  assert.equal(maskUrl('redis://:hunter2@127.0.0.1:6379'), 'redis://:***@127.0.0.1:6379');
});

test('maskUrl leaves URLs without a password alone', () => {
  assert.equal(
    maskUrl('postgres://postgres@127.0.0.1:54329/sinnro'),
    'postgres://postgres@127.0.0.1:54329/sinnro',
  );
  assert.equal(maskUrl('redis://127.0.0.1:6379'), 'redis://127.0.0.1:6379');
});

test('the banner ends with the machine-readable ready line', () => {
  const banner = formatBanner({
    urls: {
      api: 'http://localhost:3000',
      console: 'http://localhost:5173',
      clientWeb: 'http://localhost:5174',
    },
    inboxUrl: 'http://localhost:1080',
    demoAccounts: [{ email: 'admin@example.com', role: 'admin' }],
    seedPassword: 'pw-12345',
    database: 'embedded PostgreSQL',
    redis: 'embedded redis-server',
    mail: 'caught by maildev',
    readySeconds: 12.345,
  });
  assert.match(banner, /Ready in 12\.3 s/);
  assert.match(banner, /admin@example\.com\s+admin/);
  assert.match(banner, /http:\/\/localhost:3000\/api\/docs/);
  assert.equal(
    banner.split('\n').at(-1),
    'SINNRO_READY api=http://localhost:3000 console=http://localhost:5173 client=http://localhost:5174 inbox=http://localhost:1080 seconds=12.3',
  );
});

test('the ready lines give the start time in seconds, to a tenth', () => {
  const banner = formatBanner({
    urls: { api: 'http://a', console: 'http://c', clientWeb: 'http://w' },
    inboxUrl: undefined,
    demoAccounts: [],
    seedPassword: 'pw-12345',
    database: 'db',
    redis: 'redis',
    mail: 'mail',
    readySeconds: 7.96,
  });
  assert.match(banner, /Sinnro is running\. Ready in 8\.0 s/);
  assert.match(banner.split('\n').at(-1), /^SINNRO_READY .* inbox=none seconds=8\.0$/);
});
