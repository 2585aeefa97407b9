/**
 * The signed-in seller of the table-code tests and their listings, as the device's store holds
 * them (each test file signs them in offline and lays out a wide window itself).
 */
import { dbFor, type LocalListing } from '@/app/local/db';

export const SELLER = { _id: 'seller-1', phone: '263771234567', displayName: 'Tendai' };
export const db = dbFor(SELLER._id);

export const listing = (id: string, title: string): LocalListing => ({
  _id: id,
  sellerId: SELLER._id,
  title,
  type: 'vehicle',
  city: 'harare',
  features: [],
  images: [],
  views: 0,
  createdAt: '2025-01-05T10:00:00.000Z',
  syncState: 'synced',
});
