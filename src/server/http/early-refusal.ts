import type { Context } from 'hono';

/**
 * A request refused before its body was read (401 on an anonymous upload, 413, 429) would leave
 * the rest of that body on the connection. Reading megabytes only to throw them away costs us
 * bandwidth, and a client reusing the connection could see its next request fail. So the answer
 * says `Connection: close`: the client reads the refusal and opens a fresh connection for what
 * comes next.
 */
export function closeIfBodyUnread(c: Context): void {
  if (c.res.status < 400) return;
  const length = Number(c.req.header('content-length') ?? '0');
  const chunked = /chunked/i.test(c.req.header('transfer-encoding') ?? '');
  if ((length > 0 || chunked) && !c.req.raw.bodyUsed) c.header('Connection', 'close');
}
