/**
 * Image decoding, one of the costliest things the server does (a large PNG takes a core for a
 * second or more, and its pixels hundreds of MB), goes through this queue: at most `workers`
 * images are decoded at once (fewer than the machine's cores, so requests are still answered
 * while photos are processed), at most `maxWaiting` wait their turn (more: 503, try again in a
 * moment), and one seller may have at most `perOwner` uploads in progress, reading included
 * (more: 429), so one seller's burst never fills the queue for everyone. The queue limits this
 * process's own CPU and memory: it is per process by nature, not shared state.
 */
import { availableParallelism } from 'node:os';

export interface ImageQueueOptions {
  workers: number;
  maxWaiting: number;
  perOwner: number;
}

/**
 * Uploads one seller may have in progress at once. The app sends its photos one at a time; a
 * listing holds at most 4.
 */
export const PER_OWNER_UPLOADS = 4;

/** Half the cores, at least one and at most four: the rest keep answering requests. */
export function defaultImageWorkers(cores = availableParallelism()): number {
  return Math.max(1, Math.min(4, Math.floor(cores / 2)));
}

export class ImageQueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The image queue is full');
  }
}

export class OwnerBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('This owner has the most uploads in progress');
  }
}

/** Seconds a refused client is asked to wait: about the time the queue needs to move on. */
const RETRY_AFTER_SECONDS = 5;

export class ImageQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly owners = new Map<string, number>();

  constructor(readonly options: ImageQueueOptions) {}

  /** Counts one upload of `owner` in progress until the returned function is called. */
  admit(owner: string): () => void {
    const count = this.owners.get(owner) ?? 0;
    if (count >= this.options.perOwner) throw new OwnerBusyError(RETRY_AFTER_SECONDS);
    this.owners.set(owner, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.owners.get(owner) ?? 1) - 1;
      if (left > 0) this.owners.set(owner, left);
      else this.owners.delete(owner);
    };
  }

  /** Runs `task` once a worker is free; throws ImageQueueFullError when too many already wait. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.workers) {
      if (this.waiting.length >= this.options.maxWaiting) {
        throw new ImageQueueFullError(RETRY_AFTER_SECONDS);
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  get stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
