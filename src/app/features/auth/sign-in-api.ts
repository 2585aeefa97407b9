import { apiRequest } from '@/app/api/client';
import type { SessionUser } from '@/app/local/session';

export interface SignedIn {
  user: SessionUser;
  token: string;
}

type Answer = Partial<SessionUser> & { token?: string; user?: Partial<SessionUser> };

/** Spec section 5: the answer must hold a user with an _id (and, here, a session token). */
function toSignedIn(answer: Answer | undefined, fallbackToken?: string): SignedIn | null {
  if (!answer || typeof answer !== 'object') return null;
  const user = answer.user && typeof answer.user === 'object' ? answer.user : answer;
  const token = answer.token ?? user.token ?? fallbackToken;
  if (typeof user._id !== 'string' || !user._id || !token) return null;
  const { token: _ignored, ...rest } = user;
  return { user: { ...(rest as SessionUser), phone: rest.phone ?? '' }, token };
}

export class SignInRejected extends Error {}

/** POST /users/token-auth with the link's token as the bearer credential. */
export async function signInWithLink(linkToken: string): Promise<SignedIn> {
  const answer = await apiRequest<Answer>('/users/token-auth', {
    method: 'POST',
    token: linkToken,
    body: {},
  });
  const signedIn = toSignedIn(answer);
  if (!signedIn) throw new SignInRejected('The login link answer has no user');
  return signedIn;
}

/** POST /users/verify-code with the phone's last three digits and the code. */
export async function signInWithCode(lastThreeDigits: string, code: string): Promise<SignedIn> {
  const answer = await apiRequest<Answer>('/users/verify-code', {
    method: 'POST',
    token: null,
    body: { lastThreeDigits, code },
  });
  const signedIn = toSignedIn(answer);
  if (!signedIn) throw new SignInRejected('The code answer has no user');
  return signedIn;
}
