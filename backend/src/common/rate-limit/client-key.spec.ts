import { rateLimitClientKey } from './client-key';

describe('rate-limit client key (issue 6, item 1.3)', () => {
  it('puts every address of one IPv6 /64 in one bucket', () => {
    const key = rateLimitClientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(rateLimitClientKey('2001:db8:1:2::1')).toBe(key);
    expect(rateLimitClientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(key);
    expect(key).toBe('2001:db8:1:2::/64');
  });

  it('gives the neighbouring /64 its own bucket', () => {
    expect(rateLimitClientKey('2001:db8:1:3::1')).not.toBe(rateLimitClientKey('2001:db8:1:2::1'));
  });

  it('counts IPv4 and IPv4-mapped IPv6 as the same IPv4 address', () => {
    expect(rateLimitClientKey('203.0.113.5')).toBe('203.0.113.5');
    expect(rateLimitClientKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(rateLimitClientKey('203.0.113.6')).not.toBe(rateLimitClientKey('203.0.113.5'));
  });

  it('keeps the loopback and an unknown address apart', () => {
    expect(rateLimitClientKey('::1')).toBe('::1');
    expect(rateLimitClientKey(undefined)).toBe('unknown');
  });
});
