/**
 * Upload bodies a browser would never send, or sends with the wrong file: no boundary, a broken
 * envelope, the wrong field, no file, an empty or truncated or fake photo, two files, too large.
 */
import { MAX_UPLOAD_BODY_BYTES } from '@/server/app';

export interface BadUpload {
  label: string;
  body: BodyInit;
  contentType?: string;
}

const BOUNDARY = '----robustness7MA4YWxkTrZu0gW';
const JPEG_START = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

function part(name: string, content: string, filename?: string, type = 'image/jpeg'): string {
  const disposition = filename
    ? `form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}`
    : `form-data; name="${name}"`;
  return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n${content}\r\n`;
}

const envelope = (...parts: string[]) => `${parts.join('')}--${BOUNDARY}--\r\n`;
const multipart = `multipart/form-data; boundary=${BOUNDARY}`;

function form(fill: (form: FormData) => void): FormData {
  const data = new FormData();
  fill(data);
  return data;
}

export function badUploads(): BadUpload[] {
  return [
    { label: 'no body', body: '', contentType: multipart },
    {
      label: 'no boundary',
      body: envelope(part('file', 'abc', 'a.jpg')),
      contentType: 'multipart/form-data',
    },
    {
      label: 'other boundary',
      body: envelope(part('file', 'abc', 'a.jpg')),
      contentType: 'multipart/form-data; boundary=zzz',
    },
    { label: 'not multipart', body: 'just text', contentType: multipart },
    { label: 'no closing boundary', body: part('file', 'abc', 'a.jpg'), contentType: multipart },
    {
      label: 'cut in the headers',
      body: `--${BOUNDARY}\r\nContent-Disposition: form-da`,
      contentType: multipart,
    },
    { label: 'JSON instead', body: '{"file": "abc"}', contentType: 'application/json' },
    { label: 'urlencoded', body: 'file=abc', contentType: 'application/x-www-form-urlencoded' },
    { label: 'no content type', body: envelope(part('file', 'abc', 'a.jpg')) },
    { label: 'file as a text field', body: envelope(part('file', 'abc')), contentType: multipart },
    {
      label: 'other field name',
      body: form((f) => f.append('photo', new File([JPEG_START], 'a.jpg'))),
    },
    { label: 'empty form', body: form(() => undefined) },
    {
      label: 'empty file',
      body: form((f) => f.append('file', new File([], 'a.jpg', { type: 'image/jpeg' }))),
    },
    {
      label: 'truncated jpeg',
      body: form((f) => f.append('file', new File([JPEG_START], 'a.jpg', { type: 'image/jpeg' }))),
    },
    {
      label: 'text as jpeg',
      body: form((f) => f.append('file', new File(['hello'], 'a.jpg', { type: 'image/jpeg' }))),
    },
    {
      label: 'svg',
      body: form((f) =>
        f.append(
          'file',
          new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'a.svg', {
            type: 'image/svg+xml',
          }),
        ),
      ),
    },
    {
      label: 'NUL and surrogate in a fake file name',
      body: envelope(part('file', 'abc', 'a\u0000\ud800.jpg')),
      contentType: multipart,
    },
    {
      label: 'two fake files',
      body: form((f) => {
        f.append('file', new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
        f.append('file', new File(['y'], 'b.jpg', { type: 'image/jpeg' }));
      }),
    },
    {
      label: 'over the upload limit',
      body: form((f) =>
        f.append(
          'file',
          new File([new Uint8Array(MAX_UPLOAD_BODY_BYTES + 1)], 'a.jpg', { type: 'image/jpeg' }),
        ),
      ),
    },
  ];
}
