/**
 * The app's hand-written check of the server's suspended answer against the domain's zod schema
 * it stands in for: on every case the same verdict and, when accepted, the same message and
 * reason.
 */
import { describe, expect, it } from 'vitest';
import { accountSuspendedSchema } from '@/domain';
import { accountSuspendedOf } from '@/app/features/account/suspension';

const SUSPENDED = {
  code: 'account_suspended',
  message: 'Your account is suspended.',
  reason: 'Spam',
};

const CASES: [string, unknown][] = [
  ['the answer', SUSPENDED],
  ['with other fields', { ...SUSPENDED, error: 'Unauthorized', status: 401 }],
  ['another code', { ...SUSPENDED, code: 'unauthorized' }],
  ['no code', { message: SUSPENDED.message, reason: SUSPENDED.reason }],
  ['no reason', { code: SUSPENDED.code, message: SUSPENDED.message }],
  ['a number for a message', { ...SUSPENDED, message: 42 }],
  ['a null reason', { ...SUSPENDED, reason: null }],
  ['empty strings', { ...SUSPENDED, message: '', reason: '' }],
  ['null', null],
  ['a string', 'account_suspended'],
  ['an array', [SUSPENDED]],
];

describe('the suspended answer check', () => {
  it.each(CASES)('agrees with the schema on %s', (_name, body) => {
    const parsed = accountSuspendedSchema.safeParse(body);
    const checked = accountSuspendedOf(body);
    expect(checked !== null).toBe(parsed.success);
    if (parsed.success) {
      expect(checked).toEqual({ message: parsed.data.message, reason: parsed.data.reason });
    }
  });
});
