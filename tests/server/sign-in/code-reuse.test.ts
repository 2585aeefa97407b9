/**
 * A code its suffix held in the last ten minutes is not drawn again, even once used: the right
 * code typed a second time is then told it was used, and never signs in a neighbour sharing the
 * last three digits who drew the same four digits since. The draw is scripted to clash.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueLoginChallenge } from '@/server/auth';
import type * as Tokens from '@/server/auth/tokens';
import { createTestServer, type TestServer } from '../helpers';

const draws: string[] = [];
vi.mock('@/server/auth/tokens', async (original) => ({
  ...(await original<typeof Tokens>()),
  randomCode: () => draws.shift() ?? '9999',
}));

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ env: { LOG_LEVEL: 'silent' } });
});
afterAll(() => server?.close());

const verify = (lastThreeDigits: string, code: string) =>
  server.client().api.users['verify-code'].$post({ json: { lastThreeDigits, code } });

describe('codes of one suffix', () => {
  it('are not drawn again while a used one could still be typed', async () => {
    draws.push('1234');
    const first = await issueLoginChallenge(server.db, '263776100533');
    expect(first.code).toBe('1234');
    expect((await verify('533', '1234')).status).toBe(200);
    // The neighbour's draw comes up 1234 first: passed over for the next.
    draws.push('1234', '5678');
    const neighbour = await issueLoginChallenge(server.db, '263776200533');
    expect(neighbour.code).toBe('5678');
    const again = await verify('533', '1234');
    expect(again.status).toBe(409);
    // The neighbour signs in with their own code.
    const theirs = await verify('533', '5678');
    expect(theirs.status).toBe(200);
    expect(((await theirs.json()) as { user: { phone: string } }).user.phone).toBe('263776200533');
  });

  it('passes over a code replaced by a newer Login of the same phone', async () => {
    draws.push('4321');
    await issueLoginChallenge(server.db, '263776300544');
    draws.push('4321', '8765');
    const newer = await issueLoginChallenge(server.db, '263776300544');
    expect(newer.code).toBe('8765');
    expect((await verify('544', '4321')).status).toBe(409);
  });
});
