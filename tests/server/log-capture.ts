/**
 * The server's log lines written in this process (logger.ts writes JSON lines to stdout), kept
 * instead of printed while a test inspects them.
 */
import { vi } from 'vitest';

export interface CapturedLog {
  /** Every line written since capture began, as written. */
  raw(): string[];
  /** Every line, parsed (a line that is not JSON fails the parse, and the test). */
  lines(): Record<string, unknown>[];
  /** The lines joined, for `toContain` checks. */
  text(): string;
  /**
   * Every line less the fields every line has whose digits could pass for a sign-in code (time,
   * pid, request id, duration, bytes); a line that is not JSON as written.
   */
  withoutDigitFields(): string[];
  stop(): void;
}

export function captureLog(): CapturedLog {
  const chunks: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: unknown) => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString());
    return true;
  }) as typeof process.stdout.write);
  const raw = () =>
    chunks
      .join('')
      .split('\n')
      .filter((line) => line.length > 0);
  return {
    raw,
    lines: () => raw().map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => raw().join('\n'),
    withoutDigitFields: () =>
      raw().map((line) => {
        if (!line.startsWith('{')) return line;
        const {
          time: _t,
          pid: _p,
          requestId: _r,
          durationMs: _d,
          bytes: _b,
          ...rest
        } = JSON.parse(line) as Record<string, unknown>;
        return JSON.stringify(rest);
      }),
    stop: () => spy.mockRestore(),
  };
}
