/** Sending photos in slices (PATCH /api/files/uploads/{key}) to the in-process test server. */
import type { SignedIn, TestServer } from './helpers';

export interface SliceOptions {
  offset: number;
  length: number;
  /** The slice's bytes, or a stream (one that errors is a body cut off by a drop). */
  body: Uint8Array | ReadableStream<Uint8Array>;
  /** Content-Length to declare (a cut stream declares the whole slice). */
  declared?: number;
  headers?: Record<string, string>;
}

const path = (key: string) => `http://localhost/api/files/uploads/${encodeURIComponent(key)}`;

export function sendSlice(
  server: TestServer,
  who: SignedIn | null,
  key: string,
  slice: SliceOptions,
) {
  const body = slice.body;
  const declared = slice.declared ?? (body instanceof Uint8Array ? body.length : undefined);
  const headers: Record<string, string> = {
    'Content-Type': 'application/offset+octet-stream',
    'Upload-Offset': String(slice.offset),
    'Upload-Length': String(slice.length),
    ...(declared !== undefined ? { 'Content-Length': String(declared) } : {}),
    ...(who ? who.headers : {}),
    ...slice.headers,
  };
  return Promise.resolve(
    server.app.request(
      path(key),
      {
        method: 'PATCH',
        headers,
        body: body as BodyInit,
        ...(body instanceof Uint8Array ? {} : { duplex: 'half' }),
      } as RequestInit,
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    ),
  );
}

export function uploadStatus(server: TestServer, who: SignedIn, key: string, method = 'GET') {
  return Promise.resolve(
    server.app.request(
      path(key),
      { method, headers: who.headers },
      {
        incoming: { socket: { remoteAddress: '127.0.0.1' } },
      },
    ),
  );
}

/** Sends the photo (from byte `from`) in slices of `size` bytes; answers the last slice's answer. */
export async function uploadInSlices(
  server: TestServer,
  who: SignedIn,
  key: string,
  bytes: Buffer,
  size: number,
  from = 0,
): Promise<Response> {
  let last: Response | undefined;
  for (let offset = from; offset < bytes.length; offset += size) {
    const body = bytes.subarray(offset, Math.min(bytes.length, offset + size));
    last = await sendSlice(server, who, key, { offset, length: bytes.length, body });
    const expected = offset + body.length < bytes.length ? 200 : 201;
    if (last.status !== expected) {
      throw new Error(`slice at ${offset}: ${last.status} ${await last.text()}`);
    }
  }
  return last!;
}

/** A stream giving `bytes`, then failing as a connection cut by a drop does. */
export function cutStream(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream({
    pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(bytes);
        return;
      }
      controller.error(new Error('aborted'));
    },
  });
}
