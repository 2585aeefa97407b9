import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAs, editAs, openCaseReasons } from '../../support/listing-screening';
import { serverWithSellers } from '../../support/signed-in-server';
import { ADMIN_PHONE, type SignedIn, type TestServer } from '../helpers';

let server: TestServer;
let seller: SignedIn;

beforeAll(async () => {
  ({
    server,
    sellers: [seller],
  } = await serverWithSellers(['263771280001']));
});
afterAll(() => server.close());

const create = (who: SignedIn, overrides: Record<string, unknown>) =>
  createAs(server, who, overrides);
const edit = (who: SignedIn, id: string, changes: Record<string, unknown>) =>
  editAs(server, who, id, changes);

const openCaseOf = (listingId: string) => openCaseReasons(server, listingId);

const publicPage = async (id: string) => (await server.request(`/l/${id}`)).status;

describe('disguised prohibited words', () => {
  const DISGUISED = [
    'C\u043Ecaine, discreet delivery', // Cyrillic о
    'M\u0430rijuana seeds, discreet delivery', // Cyrillic а
    'P\u043Ern DVDs, all latest',
    'H\u0435roin, discreet delivery', // Cyrillic е
    'Co\u00ADcaine, discreet delivery', // soft hyphen
    'Co\u200Ccaine, discreet delivery', // zero-width non-joiner
    'Co\u200Dcaine, discreet delivery', // zero-width joiner
    'Co\u180Ecaine, discreet delivery', // Mongolian vowel separator
    'Co\u2063caine, discreet delivery', // invisible separator
    'Co-caine, discreet delivery',
    'C*caine, discreet delivery',
    'Coca|ne, discreet delivery',
    'S€x toys, discreet delivery',
    'COCA\u0406NE, discreet delivery', // Cyrillic capital І
  ];
  const HONEST = [
    'Co-op shop shelving, 3 units',
    'T-shirts, XL and XXL',
    'B&B massage chair, electric',
    'Sussex-bred hens, point of lay',
    'Self-drive car hire, Toyota Aqua',
    'Heroine-themed party costume',
    'Café chairs and tables',
  ];
  const general = {
    type: 'fashion',
    subType: 'womens',
    vehicleBrand: undefined,
    modelYear: undefined,
  };

  it.each(DISGUISED.map((title, i) => [title, i] as const))(
    'holds %j: in review, no public page',
    async (title, i) => {
      const who = await server.signInAs(`26377126${String(i).padStart(4, '0')}`);
      const listing = await create(who, { ...general, title });
      expect(listing.moderation?.state).toBe('in_review');
      expect(await publicPage(listing._id)).toBe(404);
      expect((await openCaseOf(listing._id))?.[0]?.code).toBe('prohibited_content');
    },
  );

  it.each(HONEST.map((title, i) => [title, i] as const))('publishes %j', async (title, i) => {
    const who = await server.signInAs(`26377127${String(i).padStart(4, '0')}`);
    const listing = await create(who, { ...general, title });
    expect(listing.moderation).toBeUndefined();
    expect(await publicPage(listing._id)).toBe(200);
  });
});

describe('an admin approval', () => {
  it('covers the words approved, not a prohibited word added after', async () => {
    const garden = {
      type: 'fashion',
      subType: 'womens',
      vehicleBrand: undefined,
      modelYear: undefined,
      title: 'Wild dagga plants',
      description: 'Leonotis leonurus, a garden shrub with orange flowers',
    };
    const listing = await create(seller, garden);
    expect(listing.moderation?.state).toBe('in_review');
    const admin = await server.signInAs(ADMIN_PHONE);
    const approve = await server.request(`/api/admin/listings/${listing._id}/moderation`, {
      method: 'POST',
      token: admin.token,
      body: { action: 'approve', reason: 'A legal garden plant' },
    });
    expect(approve.status).toBe(200);
    expect(await publicPage(listing._id)).toBe(200);

    const edited = await edit(seller, listing._id, {
      ...garden,
      description: `${garden.description}. Also cocaine and meth, ask`,
    });
    expect(edited.moderation?.state).toBe('in_review');
    expect(await publicPage(listing._id)).toBe(404);
    expect(await openCaseOf(listing._id)).toEqual([
      { code: 'prohibited_content', detail: '"cocaine": illegal drugs' },
    ]);
  });
});
