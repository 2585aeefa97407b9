/**
 * A session the landing's plain form made (signing in with the page's script off): the server
 * set the `token` cookie and sent the seller to /, but the device does not know the seller yet.
 * Their user is fetched with the cookie's session and kept as any sign-in keeps it. A session the
 * server no longer knows answers 401, which signs out (the cookie goes) as any 401 does.
 */
import { apiRequest } from '@/app/api/client';
import { getCookieToken, getCurrentUserId, signIn, type SessionUser } from '@/app/local/session';

export async function adoptCookieSession(): Promise<boolean> {
  const token = getCookieToken();
  if (!token || getCurrentUserId()) return false;
  try {
    const answer = await apiRequest<{ user?: Partial<SessionUser> }>('/users/dashboard', {
      token,
    });
    const user = answer?.user;
    if (!user || typeof user._id !== 'string' || !user._id) return false;
    signIn({ ...(user as SessionUser), phone: user.phone ?? '' }, token);
    return true;
  } catch {
    return false;
  }
}
