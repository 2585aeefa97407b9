/**
 * What of an error may be written to the log. A failed query's message carries its parameters
 * (drizzle writes `params: ...` after the query), and those can be sign-in material: the code a
 * phone is being checked with, or the one being issued. The query and the driver's reason are
 * kept; the parameters never reach the log. PostgreSQL's `detail` (which repeats key values) is
 * not printed either.
 */
const PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;

export const withoutQueryParams = (text: string): string =>
  text.replace(PARAMS, '\nparams: (not logged)');

export function loggableError(error: unknown): string {
  if (!(error instanceof Error)) return withoutQueryParams(String(error));
  const parts = [withoutQueryParams(error.stack ?? `${error.name}: ${error.message}`)];
  let cause: unknown = error.cause;
  for (let depth = 0; cause instanceof Error && depth < 3; depth++) {
    parts.push(`cause: ${withoutQueryParams(cause.message)}`);
    cause = cause.cause;
  }
  return parts.join('\n');
}
