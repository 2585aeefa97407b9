/** Telling a PostgreSQL server that is away for now from one that refuses. */

/** Connection errors from node-postgres that mean "not there yet" rather than "refused". */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * A PostgreSQL server that is starting, stopping, restarting or not reachable is worth waiting
 * for (SQLSTATE class 08 connection exceptions, 57P01-57P03 shutdown and start-up, network
 * errors, a connection cut); a wrong password or a missing database is not.
 */
export function postgresNotReachableYet(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (NETWORK_CODES.has(code)) return true;
  if (code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code)) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /Connection terminated|connection timeout|the database system is (starting up|shutting down|in recovery mode)/i.test(
    message,
  );
}

/** Where a connection string points, without its user or password: `host:port/database`. */
export function describePostgres(url: string): string {
  try {
    const parsed = new URL(url);
    return `PostgreSQL at ${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}
