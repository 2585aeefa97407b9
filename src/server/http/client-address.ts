import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppContext } from '../deps';

/**
 * The peer address of the connection. Forwarded-for headers are not trusted: anyone can write
 * them, and they would let a guesser pose as a new client on every request.
 */
export function clientAddress(c: AppContext): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
