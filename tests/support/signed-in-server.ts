/**
 * The set-up of a server test: a fresh server with the people it needs signed in (sellers by
 * their phones, or the admin and one seller), and a sign-in on a test's own clock.
 */
import { issueLoginChallenge } from '@/server/auth';
import {
  ADMIN_PHONE,
  answerOf,
  createTestServer,
  type SignedIn,
  type TestServer,
  type TestServerOptions,
} from '../server/helpers';

export async function serverWithSellers<const P extends readonly string[]>(
  phones: P,
  options?: TestServerOptions,
): Promise<{ server: TestServer; sellers: { [K in keyof P]: SignedIn } }> {
  const server = await createTestServer(options);
  const sellers: SignedIn[] = [];
  for (const phone of phones) sellers.push(await server.signInAs(phone));
  return { server, sellers: sellers as { [K in keyof P]: SignedIn } };
}

export async function serverWithAdminAndSeller(
  sellerPhone: string,
  options?: TestServerOptions,
): Promise<{ server: TestServer; admin: SignedIn; seller: SignedIn }> {
  const {
    server,
    sellers: [admin, seller],
  } = await serverWithSellers([ADMIN_PHONE, sellerPhone], options);
  return { server, admin, seller };
}

/** Signs `phone` in through a sign-in link issued at `now` (a test's clock: sessions last 15 days). */
export async function signInAt(server: TestServer, phone: string, now: Date): Promise<SignedIn> {
  const challenge = await issueLoginChallenge(server.db, phone, now);
  const res = await server.client().api.users['token-auth'].$post({
    header: { authorization: `Bearer ${challenge.linkToken}` },
  });
  const json = await answerOf(res, 200);
  return {
    token: json.token,
    user: json,
    headers: { Authorization: `Bearer ${json.token}` },
    client: server.client({ token: json.token }),
  };
}
