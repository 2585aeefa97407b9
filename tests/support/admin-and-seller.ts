/**
 * The set-up of a server test that looks from both sides: a fresh server with the admin and one
 * seller signed in.
 */
import {
  ADMIN_PHONE,
  createTestServer,
  type SignedIn,
  type TestServer,
  type TestServerOptions,
} from '../server/helpers';

export async function serverWithAdminAndSeller(
  sellerPhone: string,
  options?: TestServerOptions,
): Promise<{ server: TestServer; admin: SignedIn; seller: SignedIn }> {
  const server = await createTestServer(options);
  const admin = await server.signInAs(ADMIN_PHONE);
  const seller = await server.signInAs(sellerPhone);
  return { server, admin, seller };
}
