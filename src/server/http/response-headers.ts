import type { Context } from 'hono';

/**
 * Sets a header on the answer a handler already made, in place. Hono's `c.header()` at that point
 * rebuilds the Response around its body stream, which costs the Node adapter its fast path for
 * string and byte bodies: profiled at 50 connections, that rebuild and the streamed write were the
 * largest share of a small cached answer's time. Headers of a Response we built are mutable; one
 * that is not (a fetched answer) falls back to Hono's way.
 */
export function setResponseHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
