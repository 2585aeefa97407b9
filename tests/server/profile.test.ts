/** The seller's own profile: changed by the seller only, never the login phone. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverWithSellers } from '../support/signed-in-server';
import { answerOf, createTestServer, type SignedIn, type TestServer } from './helpers';

let server: TestServer;
let alice: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  ({
    server,
    sellers: [alice, bob],
  } = await serverWithSellers(['263771111111', '263772222222']));
});
afterAll(() => server.close());

describe('profile', () => {
  const profile = {
    displayName: 'Tendai Motors',
    contactNumber: '+263 77 111 1111',
    city: 'Harare',
    address: '12 Samora Machel Ave',
    website: 'tendaimotors.co.zw',
  };
  const edit = (who: SignedIn, user: Record<string, unknown>) =>
    who.client.api.users[':id'].$patch({
      param: { id: alice.user._id },
      json: { _id: alice.user._id, user },
    });

  it('updates the seller’s own profile and returns the user', async () => {
    const user = await answerOf(await edit(alice, profile), 200);
    expect(user).toMatchObject({
      _id: alice.user._id,
      phone: '263771111111',
      displayName: 'Tendai Motors',
      city: 'harare',
      isAdmin: false,
    });
    expect(user.website).toMatch(/^https:\/\/tendaimotors\.co\.zw/);
  });

  it('keeps the login phone: a different phone is refused', async () => {
    const response = await edit(alice, { ...profile, phone: '263779999999' });
    expect(response.status).toBe(422);
    const dashboard = await answerOf(await alice.client.api.users.dashboard.$get(), 200);
    expect(dashboard.user.phone).toBe('263771111111');
  });

  it('refuses a profile without a display name', async () => {
    const response = await edit(alice, { ...profile, displayName: '' });
    expect((await answerOf(response, 422)).message).toMatch(/displayName/);
  });

  it('refuses a display name that poses as the marketplace, disguised or not', async () => {
    for (const displayName of ['Musika Official Support', 'WhatsApp Admin', 'Suppоrt Team']) {
      const response = await edit(alice, { ...profile, displayName });
      expect((await answerOf(response, 422)).message).toMatch(/displayName.*cannot pose as Musika/);
    }
    const dashboard = await answerOf(await alice.client.api.users.dashboard.$get(), 200);
    expect(dashboard.user.displayName).toBe('Tendai Motors');
  });

  it('refuses the name the marketplace is configured with', async () => {
    const other = await createTestServer({ env: { MARKETPLACE_NAME: 'Soko Huru' } });
    try {
      const carol = await other.signInAs('263773333333');
      const response = await carol.client.api.users[':id'].$patch({
        param: { id: carol.user._id },
        json: { _id: carol.user._id, user: { ...profile, displayName: 'SokoHuru Sales' } },
      });
      expect((await answerOf(response, 422)).message).toMatch(/cannot pose as Soko Huru/);
    } finally {
      await other.close();
    }
  });

  it('refuses to update another seller’s profile', async () => {
    const response = await edit(bob, profile);
    expect(response.status).toBe(403);
  });
});
