/**
 * The harness of the evidence, re-post and photo tests: a test server with an admin signed in,
 * fresh sellers, and short ways to upload, create, delete, report, decide and read the queue.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { recordReport, reporterKeyOf } from '@/server/moderation';
import {
  ADMIN_PHONE,
  createTestServer,
  sampleListing,
  type SignedIn,
  type TestServer,
} from '../helpers';
import { uploadForm } from '../images';

export interface ListingJson {
  _id: string;
  images: string[];
  moderation?: { state: string; reason: string; code?: string };
}

export interface CaseJson {
  _id: string;
  listingId?: string;
  listingTitle?: string;
  reportCount: number;
  reports: { reason: string; reporterPhone?: string }[];
  reasons: { code: string; detail?: string; otherListingId?: string; photoId?: string }[];
  photos: string[];
  deletedListing?: {
    deletedAt: string;
    title: string;
    description: string;
    price?: unknown;
    photos: { id: string; hash?: string }[];
  };
}

export interface ModerationHarness {
  readonly server: TestServer;
  readonly admin: SignedIn;
  nextSeller(): Promise<SignedIn>;
  upload(who: SignedIn, bytes: Buffer): Promise<string>;
  create(who: SignedIn, overrides: Record<string, unknown>): Promise<ListingJson>;
  remove(who: SignedIn, id: string): Promise<Response>;
  moderate(id: string, action: string, reason: string): Promise<Response>;
  /** `count` buyers (numbered from `first`) report the listing as a scam. */
  reportBy(listingId: string, count: number, first: number): Promise<void>;
  openCaseOf(listingId: string): Promise<CaseJson | undefined>;
  photoAs(id: string, token?: string): Promise<Response>;
}

/** Starts the server for the calling file; `phonePrefix` (7 digits) numbers its sellers. */
export function useModerationServer(phonePrefix: string): ModerationHarness {
  let server: TestServer | undefined;
  let admin: SignedIn | undefined;
  let sellerCount = 0;
  beforeAll(async () => {
    server = await createTestServer();
    admin = await server.signInAs(ADMIN_PHONE);
  });
  afterAll(() => server?.close());
  const on = () => {
    if (!server || !admin) throw new Error('The server is not started yet');
    return { server, admin };
  };

  return {
    get server() {
      return on().server;
    },
    get admin() {
      return on().admin;
    },
    nextSeller: () =>
      on().server.signInAs(`${phonePrefix}${String(++sellerCount).padStart(5, '0')}`),
    async upload(who, bytes) {
      const response = await on().server.request('/api/files/upload', {
        method: 'POST',
        token: who.token,
        body: uploadForm(bytes),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { _id: string })._id;
    },
    async create(who, overrides) {
      const response = await on().server.request('/api/listings', {
        method: 'POST',
        token: who.token,
        body: sampleListing(overrides),
      });
      expect(response.status).toBe(201);
      return (await response.json()) as ListingJson;
    },
    remove: (who, id) =>
      on().server.request(`/api/listings/${id}`, { method: 'DELETE', token: who.token }),
    moderate: (id, action, reason) =>
      on().server.request(`/api/admin/listings/${id}/moderation`, {
        method: 'POST',
        token: on().admin.token,
        body: { action, reason },
      }),
    async reportBy(listingId, count, first) {
      for (let i = 0; i < count; i++) {
        const phone = `26377300${String(first + i).padStart(4, '0')}`;
        const outcome = await recordReport(on().server.db, {
          listingId,
          reporterKey: reporterKeyOf({ phone }),
          reporterPhone: phone,
          reason: 'scam',
        });
        expect(outcome.kind).toBe('counted');
      }
    },
    async openCaseOf(listingId) {
      const response = await on().server.request('/api/admin/moderation?limit=200', {
        token: on().admin.token,
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as CaseJson[]).find((item) => item.listingId === listingId);
    },
    photoAs: (id, token) => on().server.request(`/api/files/${id}`, token ? { token } : {}),
  };
}
