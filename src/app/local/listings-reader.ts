/**
 * One seller's listings as My Listings shows them, read progressively and kept up to date: the
 * newest screenful first (one small indexed read), then the rest a slice at a time, each slice
 * handed to the screen as it arrives. A change to the seller's listings (here, in another tab or
 * by a pull) reads them again; meanwhile the screen keeps what it shows, unless it is older than
 * the change and nobody was watching (then the read starts over from the newest page).
 */
import Dexie, { type ObservabilitySet } from 'dexie';
import { dbFor, type LocalListing } from './db';
import { countListings, readListingSlices } from './listing-chunks';
import { yieldToMain } from './yield-to-main';

/** Rows read first: more than the tallest screen shows, so the first paint is a full table. */
export const FIRST_PAGE_SIZE = 40;
/** The slices after the first page: growing, then at most 500 rows per read (a few ms each). */
export const SLICE_SIZES = [FIRST_PAGE_SIZE, 200, 500] as const;
/**
 * The screen is handed the rows read so far when they doubled since it last was, or when this
 * many slices were read since: the page takes in a hand-over in one go (the search over its new
 * rows, the table's new row list), so one never brings more than about a thousand rows, which a
 * keystroke would wait behind.
 */
export const PUBLISH_SLICES = 2;

export interface SellerListings {
  /** Newest first: every listing once `complete`, the newest ones before. */
  listings: LocalListing[];
  /** False while the older listings are still being read. */
  complete: boolean;
  /** How many listings the store holds (known after the first page; `listings.length` when complete). */
  total?: number;
}

/** `urgent`: the first rows of a read, to be painted at once; later slices may wait for input. */
export type ReaderListener = (snapshot: SellerListings, urgent: boolean) => void;

export class ListingsReader {
  /** What the screen shows; undefined until the first page is read. */
  snapshot: SellerListings | undefined;
  private readonly listeners = new Set<ReaderListener>();
  /** The read in progress; a newer read makes older ones stop at their next slice. */
  private generation = 0;
  private reading = false;
  /** The store changed since the snapshot was read. */
  private stale = true;
  private readonly part: string;

  constructor(private readonly sellerId: string) {
    this.part = `idb://${dbFor(sellerId).name}/listings/`;
    Dexie.on('storagemutated', this.onMutated);
  }

  /** Starts a read (when the snapshot is not known to be current) and tells `listener` of each step. */
  subscribe(listener: ReaderListener): () => void {
    this.listeners.add(listener);
    this.start();
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Reads now, before any screen asks (a page load starts it early), unless already current. */
  start(): void {
    if (this.stale && !this.reading) void this.read();
  }

  private readonly onMutated = (parts: ObservabilitySet) => {
    if (!Object.keys(parts).some((key) => key.startsWith(this.part))) return;
    this.stale = true;
    if (this.listeners.size > 0) {
      void this.read();
      return;
    }
    // Nobody is watching: drop what was read, so the next screen reads again from the newest
    // page rather than show listings older than the change.
    this.generation++;
    this.reading = false;
    this.snapshot = undefined;
  };

  private publish(snapshot: SellerListings, urgent: boolean) {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener(snapshot, urgent);
  }

  /**
   * Reads every listing, slice by slice. A first read shows each slice as it arrives (the newest
   * page at once); a read after a change keeps what the screen shows until it has read as much
   * (all of it, when the screen shows a complete read), so rows never shrink back to a page.
   */
  private async read(): Promise<void> {
    const generation = ++this.generation;
    const current = () => generation === this.generation;
    const shown = this.snapshot;
    const keepUntil = shown?.complete ? Infinity : (shown?.listings.length ?? 0);
    this.reading = true;
    this.stale = false;
    try {
      let rows: LocalListing[] = [];
      let total: number | undefined;
      let slices = 0;
      let published = 0;
      let unpublished = 0;
      for await (const slice of readListingSlices(this.sellerId, SLICE_SIZES)) {
        if (!current()) return;
        rows = rows.concat(slice.rows);
        slices++;
        if (slice.last) break;
        // A hand-over when the rows doubled or PUBLISH_SLICES slices came, whichever is first.
        unpublished++;
        if (
          rows.length >= keepUntil &&
          (rows.length >= published * 2 || unpublished >= PUBLISH_SLICES)
        ) {
          published = rows.length;
          unpublished = 0;
          const urgent = shown === undefined && slices === 1;
          this.publish({ listings: rows, complete: false, total }, urgent);
        }
        // After the first page is on its way to the screen: how many there are to come.
        total ??= await countListings(this.sellerId);
        if (!current()) return;
        await yieldToMain();
        if (!current()) return;
      }
      const urgent = shown === undefined && slices <= 1;
      this.publish({ listings: rows, complete: true, total: rows.length }, urgent);
    } catch {
      // The store could not be read: the next change or screen reads again; the screen says it waits.
      if (current()) this.stale = true;
    } finally {
      if (current()) this.reading = false;
    }
  }
}

const readers = new Map<string, ListingsReader>();

/** The reader of one seller's listings (one per page, kept: it knows whether its rows are current). */
export function listingsReader(sellerId: string): ListingsReader {
  let reader = readers.get(sellerId);
  if (!reader) {
    reader = new ListingsReader(sellerId);
    readers.set(sellerId, reader);
  }
  return reader;
}
