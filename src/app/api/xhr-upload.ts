/**
 * Uploads need progress, which only XMLHttpRequest reports: this is a fetch over it, so the one
 * HTTP client (`apiRequest`) sends uploads too and turns their failures into the same errors.
 */

/** A fetch over XMLHttpRequest that reports how much of the body was sent (0..1). */
export function xhrFetch(onProgress: (fraction: number) => void): typeof fetch {
  return (input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init?.method ?? 'GET', String(input));
      const headers = new Headers(init?.headers);
      headers.forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.withCredentials = init?.credentials === 'include';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        onProgress(1);
        const responseHeaders = new Headers();
        xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)
          .forEach((line) => {
            const at = line.indexOf(':');
            if (at > 0) responseHeaders.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
          });
        resolve(new Response(xhr.responseText, { status: xhr.status, headers: responseHeaders }));
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.ontimeout = () => reject(new TypeError('Network request timed out'));
      xhr.onabort = () => reject(init?.signal?.reason ?? new DOMException('Aborted', 'AbortError'));
      init?.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send(toXhrBody(init?.body));
    });
}

/** The bodies this app uploads (FormData, Blob, text) are what XMLHttpRequest takes too. */
function toXhrBody(body: BodyInit | null | undefined): XMLHttpRequestBodyInit | null {
  if (body === undefined || body === null) return null;
  if (body instanceof ReadableStream) throw new TypeError('Streamed bodies cannot be uploaded');
  return body;
}

/** Upload progress needs XMLHttpRequest; where it is missing (node, tests) plain fetch is used. */
export function progressFetch(onProgress: (fraction: number) => void): typeof fetch | undefined {
  if (typeof XMLHttpRequest === 'undefined' || typeof window === 'undefined') return undefined;
  return xhrFetch(onProgress);
}
