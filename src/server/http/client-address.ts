import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppContext, AppEnv } from '@/server/deps';

/**
 * The peer address of the connection. X-Forwarded-For is believed only with TRUST_PROXY set
 * (the server runs behind a proxy that writes it): anyone can write that header, and it would
 * let a guesser pose as a new client on every request.
 */
export function clientAddress<E extends AppEnv>(c: AppContext<E>): string {
  if (c.var.deps.env.TRUST_PROXY) {
    // The proxy appends the address it saw: the last entry is the one it vouches for.
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((part) => part.trim());
    const last = forwarded?.filter(Boolean).pop();
    if (last) return last.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
