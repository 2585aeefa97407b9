import type { Context } from 'hono';

/**
 * The most of a refused request's body that is read and thrown away so that its client reads the
 * refusal: an upload (10 MB and its envelope) with room to spare. A longer body is not read: the
 * connection is closed at once, and that client may see a reset instead of the answer.
 */
export const DRAIN_CAP_BYTES = 12 * 1024 * 1024;

/**
 * A request refused before its body was read (401 on an anonymous upload, 413, 415, 429) would
 * leave the rest of that body on the connection. Closing the connection with bytes still coming
 * makes the client's send fail (a broken pipe or a reset), often before it reads the answer, so a
 * signed-out client would think the network is down. So the rest of the body, up to
 * DRAIN_CAP_BYTES, is read and discarded before the answer goes out, and the answer says
 * `Connection: close`: the client reads the refusal, and opens a fresh connection for what comes
 * next. Slow senders are cut by the server's body time limits (see http/node-server.ts) as any
 * other body is.
 */
export async function answerRefusalAfterBody(c: Context): Promise<void> {
  if (c.res.status < 400) return;
  const length = Number(c.req.header('content-length') ?? '0');
  const chunked = /chunked/i.test(c.req.header('transfer-encoding') ?? '');
  const body = c.req.raw.body;
  if (!(length > 0 || chunked) || c.req.raw.bodyUsed || !body) return;
  c.header('Connection', 'close');
  if (length > DRAIN_CAP_BYTES) return;
  const reader = body.getReader();
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > DRAIN_CAP_BYTES) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away, or its body was cut: the answer is closed either way.
  } finally {
    reader.releaseLock();
  }
}
