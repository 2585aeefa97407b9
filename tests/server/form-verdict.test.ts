/**
 * The device's check and the server agree on every validation case: what the editor or the
 * profile form lets through, the API accepts; what the API refuses, the form refuses on the same
 * field. Each case is sent to the real API exactly as the app would send it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanListingPayload, listingFormErrors, profileFormErrors } from '@/domain';
import { CAR, LISTING_CASES, PROFILE_CASES, type ListingCase } from '../shared/validation-cases';
import { answerOf, createTestServer, type SignedIn, type TestServer } from './helpers';

let server: TestServer;
let seq = 0;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** A seller of their own for each case, so no per-seller limit colours a verdict. */
const newSeller = (): Promise<SignedIn> =>
  server.signInAs(`26377${String(1_000_000 + (seq += 1)).slice(-7)}`);

function valuesOf(change: ListingCase['change']): Record<string, unknown> {
  const values: Record<string, unknown> = { ...CAR, ...change };
  for (const [key, value] of Object.entries(change)) if (value === undefined) delete values[key];
  return values;
}

/** An answer of the typed client, whatever its route. */
interface Answer {
  status: number;
  json(): Promise<unknown>;
}

const createAs = (seller: SignedIn, values: Record<string, unknown>) =>
  seller.client.api.listings.$post({ header: {}, json: cleanListingPayload(values) });

const editProfileAs = (seller: SignedIn, values: Record<string, unknown>) =>
  seller.client.api.users[':id'].$patch({
    param: { id: seller.user._id },
    json: { _id: seller.user._id, user: values },
  });

/** The fields a 422 names: 'title: ...; price.amount: ...'. */
async function refusedFields(response: Answer): Promise<string[]> {
  const { message } = (await response.json()) as { message: string };
  return message.split('; ').map((part) => part.split(':')[0]!);
}

/** The form shows a missing price on its type, and a bad row inside the features list. */
const onForm = (field: string) => (field === 'price' ? 'price.type' : field);

function expectSameVerdict(
  status: number,
  serverFields: string[],
  device: Record<string, string>,
  refused: string | undefined,
) {
  if (refused === undefined) {
    expect(device).toEqual({});
    expect(status).toBeLessThan(300);
    return;
  }
  expect(status).toBe(422);
  expect(serverFields).toContain(refused);
  // Every field the server names is one the form marks too.
  for (const field of serverFields) expect(Object.keys(device)).toContain(onForm(field));
}

describe('the listing form and the API agree', () => {
  it.each(LISTING_CASES)('creating: $name', async ({ change, refused, stored }) => {
    const values = valuesOf(change);
    const seller = await newSeller();
    const response = await createAs(seller, values);
    const fields = response.status === 422 ? await refusedFields(response) : [];
    expectSameVerdict(response.status, fields, listingFormErrors(values), refused);
    if (stored) {
      const { _id } = await answerOf(response, 201);
      const read = await seller.client.api.listings[':id'].$get({ param: { id: _id } });
      expect(await answerOf(read, 200)).toMatchObject(stored);
    }
  });

  it.each(LISTING_CASES.filter((c) => !('type' in c.change)))(
    'editing: $name',
    async ({ change, refused }) => {
      const seller = await newSeller();
      const { _id } = await answerOf(await createAs(seller, CAR), 201);
      const values = valuesOf(change);
      const response = await seller.client.api.listings[':id'].$patch({
        param: { id: _id },
        json: cleanListingPayload(values),
      });
      const fields = response.status === 422 ? await refusedFields(response) : [];
      expectSameVerdict(response.status, fields, listingFormErrors(values), refused);
    },
  );
});

describe('the profile form and the API agree', () => {
  it.each(PROFILE_CASES)('$name', async ({ values, refused, stored }) => {
    const seller = await newSeller();
    const response = await editProfileAs(seller, values);
    const fields = response.status === 422 ? await refusedFields(response) : [];
    const device = profileFormErrors(values);
    if (refused === undefined) {
      expect(device).toEqual({});
      expect(response.status).toBe(200);
      if (stored) expect(await response.json()).toMatchObject(stored);
    } else {
      expect(response.status).toBe(422);
      // The server names its first problem; the form marks that field too.
      expect(fields).toEqual([refused]);
      expect(Object.keys(device)).toContain(refused);
    }
  });
});

/**
 * NUL characters and lone surrogates: the server refuses any body holding them (422, before its
 * schemas), the device marks the field they are in. A whole surrogate pair (an emoji) is fine,
 * and so is a bad character in a field the form does not send.
 */
const UNSTORABLE_LISTINGS: readonly ListingCase[] = [
  { name: 'a NUL in the title', change: { title: 'Toyota\u0000Aqua' }, refused: 'title' },
  { name: 'a trailing NUL in the title', change: { title: 'Toyota Aqua\u0000' }, refused: 'title' },
  {
    name: 'a lone high surrogate in the description',
    change: { description: 'Clean \ud83d car' },
    refused: 'description',
  },
  {
    name: 'a lone low surrogate in a feature after a blank row',
    change: { features: ['Air conditioning', '', 'Alarm \ude97'] },
    refused: 'features.2',
  },
  {
    name: 'a surrogate pair in the wrong order',
    change: { title: 'Toyota \ude97\ud83d' },
    refused: 'title',
  },
  { name: 'an emoji in the title', change: { title: 'Toyota Aqua \ud83d\ude97' } },
  {
    name: 'a NUL in fields a car in Harare does not send',
    change: { serviceType: 'x\u0000', town: 'Gweru\u0000' },
  },
];

const UNSTORABLE_PROFILES: readonly {
  name: string;
  change: Record<string, unknown>;
  refused?: string;
}[] = [
  {
    name: 'a NUL in the display name',
    change: { displayName: 'Tendai\u0000' },
    refused: 'displayName',
  },
  {
    name: 'a lone surrogate in the address',
    change: { address: '12 Samora \udc00' },
    refused: 'address',
  },
  { name: 'an emoji in the display name', change: { displayName: 'Tendai \ud83c\udfe0' } },
];

const BODY_REFUSAL = 'The text holds a NUL character or a broken character.';

/** Both refuse the unstorable text on the same field, and both accept what can be stored. */
async function expectBodyVerdict(
  response: Answer,
  device: Record<string, string>,
  refused: string | undefined,
  accepted: number,
) {
  if (refused === undefined) {
    expect(device).toEqual({});
    expect(response.status).toBe(accepted);
    return;
  }
  expect(response.status).toBe(422);
  expect(((await response.json()) as { message: string }).message).toBe(BODY_REFUSAL);
  expect(Object.keys(device)).toEqual([refused]);
}

describe('NUL characters and lone surrogates: the device refuses what the server refuses', () => {
  it.each(UNSTORABLE_LISTINGS)('creating: $name', async ({ change, refused }) => {
    const values = valuesOf(change);
    const seller = await newSeller();
    const response = await createAs(seller, values);
    await expectBodyVerdict(response, listingFormErrors(values), refused, 201);
  });

  it.each(UNSTORABLE_PROFILES)('profile: $name', async ({ change, refused }) => {
    const seller = await newSeller();
    const values = { ...PROFILE_CASES[0]!.values, ...change };
    const response = await editProfileAs(seller, values);
    await expectBodyVerdict(response, profileFormErrors(values), refused, 200);
  });
});
