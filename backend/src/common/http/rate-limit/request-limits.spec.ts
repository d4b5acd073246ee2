import { addressOf } from './request-limits';

describe('addressOf (what the per-address limit counts)', () => {
  it('counts an IPv4 address as itself', () => {
    expect(addressOf('203.0.113.7')).toBe('203.0.113.7');
    expect(addressOf('::ffff:203.0.113.7')).toBe('::ffff:203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const network = '2001:db8:20:3::/64';
    expect(addressOf('2001:db8:20:3::1')).toBe(network);
    expect(addressOf('2001:0db8:0020:0003:ffff:1:2:3')).toBe(network);
    expect(addressOf('2001:DB8:20:3:0:0:0:abcd')).toBe(network);
    expect(addressOf('2001:db8:20:4::1')).not.toBe(network);
    expect(addressOf('::1')).toBe('0:0:0:0::/64');
    expect(addressOf('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
});
