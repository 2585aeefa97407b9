/** Among equally good results, the most recently confirmed listing comes first. */
import { describe, expect, it } from 'vitest';
import { byScore, toFound } from '@/server/discovery/search-ranking';
import type { CandidateRow } from '@/server/discovery/search-query';
import type { SearchRequest } from '@/server/discovery/understanding/types';

const request = {
  categories: [{ type: 'vehicle', subType: 'car', weight: 1 }],
  brands: [],
  terms: ['honda'],
} as unknown as SearchRequest;

const row = (id: string, confirmedAt: string, rank = 0.5, views = 10): CandidateRow => ({
  id,
  seller_id: 's',
  title: 'Honda Fit',
  type: 'vehicle',
  sub_type: 'car',
  city: 'harare',
  town: null,
  neighborhood: null,
  place_text: null,
  price: null,
  real_estate_deal_type: null,
  accommodation_type: null,
  vehicle_brand: 'honda',
  electronic_brand: null,
  views,
  confirmed_at: confirmedAt,
  rank,
  matched: 1,
  exact: true,
  ad_words: `words of ${id}`,
  ad_photos: [],
  created_at: '2025-12-01T00:00:00Z',
});

describe('recently confirmed first among equals', () => {
  it('orders equal scores by the last confirmation, newest first', () => {
    const found = [
      row('old', '2026-01-01T00:00:00Z'),
      row('new', '2026-03-01T00:00:00Z'),
      row('mid', '2026-02-01T00:00:00Z'),
    ].map((r) => toFound(r, request));
    expect(found.sort(byScore).map((f) => f.id)).toEqual(['new', 'mid', 'old']);
  });

  it('never puts a fresher listing above a better one', () => {
    const found = [
      row('fresh-but-weaker', '2026-03-01T00:00:00Z', 0.4),
      row('better', '2025-01-01T00:00:00Z', 0.5),
      row('fresh-but-less-seen', '2026-03-01T00:00:00Z', 0.5, 5),
    ].map((r) => toFound(r, request));
    expect(found.sort(byScore).map((f) => f.id)).toEqual([
      'better',
      'fresh-but-less-seen',
      'fresh-but-weaker',
    ]);
  });
});
