/**
 * One HTTP/1.1 GET over a raw socket, for tests that compare answers byte for byte: the head as
 * it came on the wire (its header lines in order and case) and the body's bytes.
 */
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  /** The header lines as sent, without the status line and without `Date` (it moves each second). */
  headerLines: string[];
  body: Buffer;
  header(name: string): string | undefined;
}

/** Header lines to send: a record, or pairs (to send one name twice). */
export type RawHeaders = Record<string, string> | [string, string][];

export function rawGet(port: number, path: string, headers: RawHeaders = {}) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`GET ${path}: no whole answer within 5 s`));
    }, 5000);
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const all = Buffer.concat(chunks);
      const end = all.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine = '', ...lines] = all.subarray(0, end).toString('latin1').split('\r\n');
      const status = Number(statusLine.split(' ')[1]);
      const find = (name: string) =>
        lines
          .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
          ?.slice(name.length + 1)
          .trim();
      const length = status === 304 ? 0 : Number(find('content-length'));
      if (Number.isNaN(length)) {
        clearTimeout(timer);
        socket.destroy();
        reject(new Error(`GET ${path}: an answer without Content-Length`));
        return;
      }
      if (all.length < end + 4 + length) return;
      clearTimeout(timer);
      socket.destroy();
      resolve({
        status,
        headerLines: lines.filter((line) => !/^date:/i.test(line)),
        body: all.subarray(end + 4, end + 4 + length),
        header: find,
      });
    });
    const pairs = Array.isArray(headers) ? headers : Object.entries(headers);
    const lines = [['Host', 'localhost'], ...pairs].map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`GET ${path} HTTP/1.1\r\n${lines.join('')}\r\n`);
  });
}
