/**
 * Who may read the metrics: a caller with `Authorization: Bearer <METRICS_TOKEN>`, or one whose
 * address is in METRICS_ALLOW (addresses and CIDR ranges; the client address as the rate limits
 * read it, X-Forwarded-For only with TRUST_PROXY). With neither set, this machine only
 * (loopback), so a fresh install never shows its figures to the internet.
 */
import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

/** A METRICS_ALLOW entry: an address or a CIDR range; null when it is neither. */
export function parseAllowEntry(entry: string): { address: string; prefix?: number } | null {
  const [address, prefixText, extra] = entry.trim().split('/');
  if (!address || extra !== undefined || isIP(address) === 0) return null;
  if (prefixText === undefined) return { address };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  return prefix <= (isIP(address) === 4 ? 32 : 128) ? { address, prefix } : null;
}

/** An IPv4 address written the IPv6 way (::ffff:10.0.0.1) is the IPv4 one. */
const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

function blockListOf(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const parsed = parseAllowEntry(entry);
    if (!parsed) continue;
    const family = isIP(parsed.address) === 4 ? 'ipv4' : 'ipv6';
    if (parsed.prefix === undefined) list.addAddress(parsed.address, family);
    else list.addSubnet(parsed.address, parsed.prefix, family);
  }
  return list;
}

const LOOPBACK = blockListOf(['127.0.0.0/8', '::1']);

export interface MetricsAccess {
  token?: string | undefined;
  allow: readonly string[];
}

export type MetricsVerdict = 'allowed' | 'no-token' | 'not-allowed';

/** Whether a caller with this Authorization header, from this address, may read the metrics. */
export function metricsGate(
  access: MetricsAccess,
): (authorization: string | undefined, address: string) => MetricsVerdict {
  const allowed = access.allow.length > 0 ? blockListOf(access.allow) : null;
  const expected = access.token ? Buffer.from(`Bearer ${access.token}`) : null;
  return (authorization, address) => {
    if (expected && authorization) {
      const given = Buffer.from(authorization.trim());
      if (given.length === expected.length && timingSafeEqual(given, expected)) return 'allowed';
    }
    const plain = plainAddress(address);
    const family = isIP(plain);
    if (family !== 0) {
      const type = family === 4 ? 'ipv4' : 'ipv6';
      if (allowed?.check(plain, type)) return 'allowed';
      if (!allowed && !expected && LOOPBACK.check(plain, type)) return 'allowed';
    }
    return expected ? 'no-token' : 'not-allowed';
  };
}
