/**
 * When the buyer names a kind, listings of other kinds that share one of their words never take
 * the candidates' places (discovery/words-scope.ts): 'wedding dress' finds the one wedding dress
 * among 230 wedding caterers that name 'wedding' more often, on PostgreSQL as the bot runs it;
 * another kind whose text holds enough of the words is still found ('truck for moving furniture'
 * finds the removals company), and the scope itself is what `isTheThing` keeps.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { searchListings } from '@/server/discovery/search';
import { RuleBasedUnderstanding } from '@/server/discovery/understanding/rules';
import { wordsScope } from '@/server/discovery/words-scope';
import type { SearchRequest } from '@/server/discovery/understanding/types';
import { openTestDatabase } from '../helpers';

let database: Database;
let drop: () => Promise<void>;
const understanding = new RuleBasedUnderstanding();

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrate(database);
  await database.db.execute(
    sql`INSERT INTO users (id, phone) VALUES ('scope-seller', '263719700071')`,
  );
  // More caterers than the 200 candidates, each naming 'wedding' three times in its title.
  await database.db.execute(sql`
    INSERT INTO listings (id, seller_id, type, sub_type, title, description, city, views)
    SELECT 'caterer-' || n, 'scope-seller', 'catering', 'events',
           'Wedding catering, wedding cakes, wedding decor ' || n, 'Menus for every budget.',
           'harare', 100
    FROM generate_series(1, 230) AS n`);
  await database.db.execute(sql`
    INSERT INTO listings (id, seller_id, type, sub_type, title, description, city, price, views)
    VALUES ('the-dress', 'scope-seller', 'bridal', 'dresses', 'Ivory gown, size 34',
            'A lace dress, worn once at my wedding.', 'harare',
            '{"type":"fixed","amount":300}'::jsonb, 0),
           ('movers', 'scope-seller', 'services', NULL, 'Truck hire for moving furniture',
            'Household removals across town.', 'harare', NULL, 0),
           ('sofa', 'scope-seller', 'furniture', 'living', 'Sofa, three seater',
            'Good as new furniture.', 'harare', '{"type":"fixed","amount":200}'::jsonb, 0)`);
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

describe('the words step when the buyer names a kind', () => {
  it('finds the wedding dress among caterers who name the wedding more', async () => {
    const found = await searchListings(
      database.db,
      await understanding.understand('wedding dress'),
    );
    expect(found.results.map((r) => r.id)).toEqual(['the-dress']);
  });

  it('still finds another kind whose text holds enough of the words', async () => {
    const found = await searchListings(
      database.db,
      await understanding.understand('truck for moving furniture'),
    );
    expect(found.results.map((r) => r.id)).toContain('movers');
  });

  it('scopes other kinds to every pair of enough words, none when a make is named', () => {
    const request = (terms: string[], brands: string[] = []) =>
      ({
        terms,
        brands,
        categories: [{ type: 'bridal', subType: 'dresses', weight: 1 }],
      }) as unknown as SearchRequest;
    expect(wordsScope(request(['wedding', 'dress']), 'wedding | dress')).toEqual({
      types: ['bridal'],
      elsewhere: '(wedding & dress)',
    });
    expect(wordsScope(request(['a', 'b', 'c']), 'a | b | c')?.elsewhere).toBe(
      '(a & b) | (a & c) | (b & c)',
    );
    expect(wordsScope(request(['dress']), 'dress')?.elsewhere).toBeNull();
    expect(wordsScope(request(['honda', 'fit'], ['honda']), 'honda | fit')?.elsewhere).toBeNull();
    const loose = { terms: ['dress'], brands: [], categories: [] } as unknown as SearchRequest;
    expect(wordsScope(loose, 'dress')).toBeNull();
  });
});
