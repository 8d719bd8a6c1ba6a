import { normalizeIp } from '@nestjs/throttler';

/**
 * Whom a rate limit counts: an IPv4 address as is (also when it arrives IPv4-mapped, `::ffff:a.b.c.d`), an IPv6
 * address by its /64, because one subscriber usually gets a whole /64 and could otherwise rotate through it.
 */
export function rateLimitClientKey(ip: string | undefined): string {
  return normalizeIp(ip ?? '', 64) || 'unknown';
}
