/**
 * The headers every /api answer carries whatever its route: `nosniff`, and on https
 * Strict-Transport-Security. Worked out once at start-up. An answer built with them in its
 * header record (and its own Cache-Control) is marked here, so the request pass sends it as
 * built instead of opening its headers again.
 */
import { HSTS } from './hsts';

export type FixedHeaders = Readonly<Record<string, string>>;

export function fixedApiHeaders(publicUrl: string): FixedHeaders {
  return Object.freeze({
    'X-Content-Type-Options': 'nosniff',
    ...(publicUrl.startsWith('https://') ? { 'Strict-Transport-Security': HSTS } : {}),
  });
}

const complete = new WeakSet<Response>();

/** Marks an answer whose headers already hold the fixed ones, a Cache-Control and its encoding. */
export function withApiHeaders(response: Response): Response {
  complete.add(response);
  return response;
}

export function hasApiHeaders(response: Response): boolean {
  return complete.has(response);
}
