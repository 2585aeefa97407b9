/**
 * The set-up of a server test: a fresh server with the people it needs signed in (sellers by
 * their phones, or the admin and one seller).
 */
import {
  ADMIN_PHONE,
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
