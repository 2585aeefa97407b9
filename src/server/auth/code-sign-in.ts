/**
 * Signing in with the last three digits of the phone and the code from the chat, as the API
 * (POST /api/users/verify-code) and the landing's plain form (POST /login/code) both do: judged
 * under the rate limit, a suspended account refused, and a session made for the rest.
 */
import type { Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema';
import { redeemCode } from './challenges';
import { judgeCode } from './rate-limit';
import { createSession } from './sessions';

export type CodeSignIn =
  | { kind: 'signed-in'; user: UserRow; token: string }
  | { kind: 'suspended'; user: UserRow }
  | { kind: 'locked'; retryAfterSeconds: number }
  | { kind: 'wrong' }
  | { kind: 'used' };

export async function signInWithCode(
  db: Db,
  input: { lastThreeDigits: string; code: string; address: string; now: Date },
): Promise<CodeSignIn> {
  const { lastThreeDigits, code, address, now } = input;
  const verdict = await judgeCode(db, { suffix: lastThreeDigits, address, now }, (tx) =>
    redeemCode(tx, lastThreeDigits, code, now),
  );
  if (verdict.kind !== 'signed-in') return verdict;
  // A code sent before the suspension signs nobody in.
  if (verdict.user.suspendedAt) return { kind: 'suspended', user: verdict.user };
  const { token } = await createSession(db, verdict.user.id, now);
  return { kind: 'signed-in', user: verdict.user, token };
}
