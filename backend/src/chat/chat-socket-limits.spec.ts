import { type IncomingMessage } from 'node:http';
import { clientAddress, trustedProxies } from './chat-socket-limits';

function request(remoteAddress: string, forwardedFor?: string): IncomingMessage {
  return {
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
}

describe('the chat socket’s client address', () => {
  it('is the connection’s address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(request('198.51.100.4', '203.0.113.9'), trustedProxies([]))).toBe(
      '198.51.100.4',
    );
  });

  it('reads X-Forwarded-For from the right only while the hop is a trusted proxy', () => {
    const proxies = trustedProxies(['10.0.0.1', '10.1.0.0/16']);
    // client → 10.1.2.3 → 10.0.0.1 → API; a forged first entry is never reached.
    expect(clientAddress(request('10.0.0.1', '1.2.3.4, 203.0.113.9, 10.1.2.3'), proxies)).toBe(
      '203.0.113.9',
    );
    // An untrusted connection's header is ignored.
    expect(clientAddress(request('198.51.100.4', '203.0.113.9'), proxies)).toBe('198.51.100.4');
    // IPv4 written as IPv6 (a dual-stack socket) is the same proxy.
    expect(clientAddress(request('::ffff:10.0.0.1', '203.0.113.9'), proxies)).toBe('203.0.113.9');
    // A trusted proxy without the header is the address itself.
    expect(clientAddress(request('10.0.0.1'), proxies)).toBe('10.0.0.1');
  });

  it('takes IPv6 proxies and ranges', () => {
    const proxies = trustedProxies(['2001:db8::/32']);
    expect(clientAddress(request('2001:db8::1', '2a00:1450::7'), proxies)).toBe('2a00:1450::7');
  });
});
