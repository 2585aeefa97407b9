/** A read only the editor makes: kept out of the first load. */
import { useLiveQuery } from 'dexie-react-hooks';
import { dbFor } from './db';

/**
 * Whether this device holds none of the seller's listings (so the next is, as far as it knows,
 * their first: the editor shows the consent words to check-ins); `undefined` while reading.
 */
export function useHasNoListings(sellerId: string): boolean | undefined {
  return useLiveQuery(
    async () => (await dbFor(sellerId).listings.where('sellerId').equals(sellerId).count()) === 0,
    [sellerId],
  );
}
