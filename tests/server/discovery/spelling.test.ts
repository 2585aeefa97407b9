/**
 * Typo mending leaves words alone that are no typos: English words of everyday sentences
 * ('nothing fancy', 'my daughter is starting uni'), even when a listing's title holds a word a
 * letter or two away ('clothing'); an English noun behind a Shona or Ndebele noun prefix
 * ('maTV', 'malaptop') is that noun, never another ('math'). A real typo is still mended.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correctSpelling } from '@/server/discovery/spelling';
import { createTestServer, sampleListing, type SignedIn, type TestServer } from '../helpers';

let server: TestServer;
let seller: SignedIn;

beforeAll(async () => {
  server = await createTestServer();
  seller = await server.signInAs('263718000071');
  for (const title of ['Ladies clothing bundle', 'Math lessons for form four']) {
    const response = await server.request('/api/listings', {
      method: 'POST',
      token: seller.token,
      body: sampleListing({ title }),
    });
    expect(response.status).toBe(201);
  }
});
afterAll(() => server?.close());

describe('spelling', () => {
  it('never mends the words of an everyday sentence towards a thing', async () => {
    const said =
      'hey so my daughter is starting uni in september and she needs a laptop nothing fancy just for assignments and zoom';
    expect(await correctSpelling(server.db, said)).toBe(said);
    // A typo beside them is still mended.
    expect(await correctSpelling(server.db, 'nothing fancy, a cheap lapto')).toBe(
      'nothing fancy, a cheap laptop',
    );
  });

  it('reads an English noun behind a Shona or Ndebele noun prefix as that noun', async () => {
    expect(await correctSpelling(server.db, 'maTV ari kuMutare')).toBe('tv ari kumutare');
    expect(await correctSpelling(server.db, 'ngifuna amaTV')).toBe('ngifuna tv');
    expect(await correctSpelling(server.db, 'malaptop')).toBe('laptop');
    // A local word behind the prefix is the buyer's own, kept as written.
    expect(await correctSpelling(server.db, 'mafoni akachipa')).toBe('mafoni akachipa');
    expect(await correctSpelling(server.db, 'ngifuna amahembe')).toBe('ngifuna amahembe');
    expect(await correctSpelling(server.db, 'matv clothng')).toBe('tv clothing');
    // Short sentence words are no prefixed nouns ('ine', 'une').
    expect(await correctSpelling(server.db, 'ine tv')).toBe('ine tv');
  });
});
