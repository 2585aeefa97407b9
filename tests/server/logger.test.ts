/**
 * The log's lines: one JSON object each, with the request id of the request they were written
 * for, and scrubbed of what could be sign-in material or a secret (a failed query's parameters,
 * at any depth of an error's causes; bearer tokens; a link's token; values under secret names),
 * while an error's own code and stack stay readable.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { botLogger, createLogger, requestScope, scrubText } from '@/server/logger';

function capture(level: Parameters<typeof createLogger>[0] = 'debug') {
  const written: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger(level, stream);
  const lines = () =>
    written
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines, text: () => written.join('') };
}

describe('a log line', () => {
  it('is one JSON object with level, time and message; an error whole inside it', () => {
    const { logger, lines, text } = capture();
    const error = new Error('no such table', { cause: new Error('relation missing') });
    logger.error({ err: error }, 'Request failed');
    expect(text().trimEnd().split('\n')).toHaveLength(1);
    const [line] = lines();
    expect(line).toMatchObject({ level: 'error', msg: 'Request failed', time: expect.any(String) });
    expect(line?.err).toMatchObject({
      type: 'Error',
      message: 'no such table',
      stack: expect.stringContaining('\n    at '),
    });
    expect(JSON.stringify(line?.err)).toContain('relation missing');
  });

  it('carries the request id of the request it was written for', async () => {
    const { logger, lines } = capture();
    await requestScope.run({ requestId: 'req-42' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      logger.info('inside');
    });
    logger.info('outside');
    expect(lines().map((line) => [line.msg, line.requestId])).toEqual([
      ['inside', 'req-42'],
      ['outside', undefined],
    ]);
  });

  it('keeps to its level', () => {
    const { logger, lines } = capture('warn');
    logger.info('quiet');
    logger.warn('loud');
    botLogger(logger).info('quiet too', { a: 1 });
    botLogger(logger).error('loud too', { a: 1 });
    expect(lines().map((line) => line.msg)).toEqual(['loud', 'loud too']);
  });
});

describe('scrubbing', () => {
  it("drops a failed query's parameters, at any depth of the error", () => {
    const { logger, text } = capture();
    const driver = Object.assign(new Error('duplicate key'), {
      code: '23505',
      detail: 'Key (code)=(4821) already exists.',
      params: ['263771234567', '4821'],
    });
    const query = new Error(
      'Failed query: insert into "login_challenges" values ($1, $2)\nparams: 263771234567,4821',
      {
        cause: driver,
      },
    );
    logger.error({ err: query }, 'Request failed');
    const written = text();
    expect(written).toContain('insert into');
    expect(written).toContain('params: (not logged)');
    expect(written).toContain('"code":"23505"');
    expect(written).not.toContain('4821');
  });

  it('drops tokens: bearer, a sign-in link, and values under secret names', () => {
    const { logger, text } = capture();
    logger.info(
      {
        header: 'Bearer abc.def-123',
        link: 'https://market.example/login?token=tok_9f8e7d&step=1',
        token: 'tok_1234',
        code: '4821',
        nested: { authorization: 'Basic dXNlcjpwYXNz', password: 'hunter2' },
        errorCode: 131047,
      },
      'Sent https://market.example/login?token=tok_5555',
    );
    const written = text();
    for (const secret of [
      'abc.def-123',
      'tok_9f8e7d',
      'tok_1234',
      '4821',
      'dXNlcjpwYXNz',
      'hunter2',
      'tok_5555',
    ]) {
      expect(written).not.toContain(secret);
    }
    expect(written).toContain('Bearer (not logged)');
    expect(written).toContain('step=1');
    expect(written).toContain('131047');
  });

  it('leaves plain text alone', () => {
    expect(scrubText('GET /api/listings took 12 ms')).toBe('GET /api/listings took 12 ms');
  });
});
