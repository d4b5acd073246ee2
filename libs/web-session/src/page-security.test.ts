import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  contentSecurityPolicyMeta,
  metaContentSecurityPolicy,
  pageSecurityHeaders,
} from './page-security';

const directives = (policy: string) =>
  new Map(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('the pages’ security headers', () => {
  it('allow the app, the API and its WebSocket, inline styles, and no framing', () => {
    const policy = directives(
      contentSecurityPolicy({
        apiUrl: 'https://api.example.com/',
        frameOrigins: ['https://meet.example.com/room'],
      }),
    );
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
      'wss://api.example.com',
    ]);
    expect(policy.get('frame-src')).toEqual(['https://meet.example.com']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('let the dev server run React Refresh and its HMR socket, and frame nothing by default', () => {
    const policy = directives(
      contentSecurityPolicy({ apiUrl: 'http://localhost:3000', devServerPort: 5174 }),
    );
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'http://localhost:3000',
      'ws://localhost:3000',
      'ws://localhost:5174',
    ]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
  });

  it('send X-Frame-Options with the policy, and leave frame-ancestors out of the <meta>', () => {
    const options = { apiUrl: 'http://localhost:3000' };
    expect(pageSecurityHeaders(options)).toMatchObject({
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': contentSecurityPolicy(options),
    });
    expect(metaContentSecurityPolicy(options)).not.toContain('frame-ancestors');
    const html = contentSecurityPolicyMeta(options).transformIndexHtml(
      '<html><head></head></html>',
    );
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="${metaContentSecurityPolicy(options)}" />`,
    );
  });
});
