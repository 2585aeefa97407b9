/**
 * The set-up the sync engine's test files share: one faulty server and one signed-in seller per
 * file, the seller's own local database, engines stopped after each test, and (unless a file's
 * tests build on each other) an empty local database, no recorded calls and no fault at the
 * start of each test.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { dbFor, type SellerDb } from '@/app/local/db';
import { addPhoto } from '@/app/local/photos-repo';
import type { SyncEngine, SyncEngineOptions } from '@/app/sync/engine';
import type { SignedIn, TestServerOptions } from '../../server/helpers';
import { makeEngine, sampleJpeg, startFaultyServer, type FaultyServer } from './sync-harness';
import { mutate } from '@/app/sync/mutate';
import { photoUpload } from '@/app/sync/mutators/photo-upload';

/** A listing as the editor sends it: a TV, priced, in Harare. */
export const tvListing = (title: string) => ({
  type: 'electronics',
  subType: 'tv',
  title,
  description: 'A 43 inch smart TV, barely used.',
  price: { type: 'fixed' as const, amount: 250 },
  city: 'harare',
});

type Session = () => { sellerId: string; token: string } | null;

export class SyncFixture {
  faulty!: FaultyServer;
  seller!: SignedIn;
  /** The seller's own database (one per seller). */
  db!: SellerDb;
  private engines: SyncEngine[] = [];

  /** An engine for the seller (or `session`), stopped after the test. */
  engine(options: Partial<SyncEngineOptions> = {}, session?: Session): SyncEngine {
    const engine = makeEngine(
      this.faulty,
      session ?? (() => ({ sellerId: this.seller.user._id, token: this.seller.token })),
      options,
    );
    this.engines.push(engine);
    return engine;
  }

  /** A photo compressed and stored on the phone for a draft, waiting to be uploaded. */
  async storedPhoto(draftId = 'draft-test'): Promise<string> {
    const sellerId = this.seller.user._id;
    const id = await addPhoto(sellerId, draftId, { name: 'tv.jpg', type: 'image/jpeg', size: 1 });
    await mutate(photoUpload, sellerId, { photoId: id, blob: await sampleJpeg() });
    return id;
  }

  stopEngines(): void {
    this.engines.forEach((engine) => engine.stop());
    this.engines = [];
  }
}

/** Registers the file's hooks for `phone`'s seller; the fixture is filled in before the tests. */
export function syncFixture(
  phone: string,
  options: { freshEachTest?: boolean; server?: TestServerOptions } = {},
) {
  const fixture = new SyncFixture();
  beforeAll(async () => {
    fixture.faulty = await startFaultyServer(options.server);
    fixture.seller = await fixture.faulty.server.signInAs(phone);
    fixture.db = dbFor(fixture.seller.user._id);
  });
  afterAll(() => fixture.faulty.server.close());
  if (options.freshEachTest !== false) {
    beforeEach(async () => {
      await Promise.all(fixture.db.tables.map((table) => table.clear()));
      fixture.faulty.calls = [];
      fixture.faulty.times = [];
      fixture.faulty.fault = () => ({ before: 'pass' });
    });
  }
  afterEach(() => fixture.stopEngines());
  return fixture;
}
