/**
 * The calls the screening tests make through the API: create and edit a listing as a seller,
 * and read the reasons of a listing's open moderation case.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { sampleListing, type SignedIn, type TestServer } from '../server/helpers';

/** A listing as the API answers it, as far as the screening tests read it. */
export interface ScreenedListing {
  _id: string;
  images: string[];
  moderation?: { state: string; reason: string; code?: string; params?: unknown };
  warnings?: { code: string; kind: string; words: string[]; message: string }[];
}

/** Creates a sample listing with `overrides` as `who`; it is created (201). */
export async function createAs(
  server: TestServer,
  who: SignedIn,
  overrides: Record<string, unknown> = {},
): Promise<ScreenedListing> {
  const response = await server.request('/api/listings', {
    method: 'POST',
    token: who.token,
    body: sampleListing(overrides),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as ScreenedListing;
}

/** Replaces the listing's fields with a sample listing's and `changes` as `who`; it is taken (200). */
export async function editAs(
  server: TestServer,
  who: SignedIn,
  id: string,
  changes: Record<string, unknown>,
): Promise<ScreenedListing> {
  const response = await server.request(`/api/listings/${id}`, {
    method: 'PATCH',
    token: who.token,
    body: { _id: id, listing: sampleListing(changes) },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as ScreenedListing;
}

/** The reasons of the listing's open case, or null when none is open. */
export async function openCaseReasons<R = Record<string, string>>(
  server: TestServer,
  listingId: string,
): Promise<R[] | null> {
  const result = await server.db.execute<{ reasons: R[] }>(
    sql`SELECT reasons FROM moderation_cases WHERE listing_id = ${listingId} AND state = 'open'`,
  );
  return result.rows[0]?.reasons ?? null;
}
