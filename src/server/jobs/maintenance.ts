/**
 * Periodic clean-up on the job queue, once per period across all processes: expired sessions,
 * spent sign-in challenges and idempotency keys past their lifetime are deleted; every hour,
 * photos no listing shows and photos begun in slices but abandoned are swept, and so is the
 * evidence of deleted listings past its retention (moderation/evidence.ts).
 */
import { lt } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { loginChallenges, sessions } from '@/server/db/schema';
import { expireIdempotencyKeys } from '@/server/db/idempotency-keys';
import type { FileStore } from '@/server/files/store';
import { sweepUnattachedUploads } from '@/server/files/sweep';
import { sweepAbandonedUploads } from '@/server/files/upload-slices';
import { expireChatDrafts } from '@/server/listings/chat-drafts';
import { sweepEvidence } from '@/server/moderation/evidence';
import { fingerprintOlderHidden } from '@/server/moderation/fingerprints';
import { hashOlderPhotos } from '@/server/moderation/photo-backfill';
import { TAKEN_AGAIN_SECONDS, type JobQueue } from './queue';

export const EXPIRY_JOB = 'expire-rows';
export const EXPIRY_EVERY_SECONDS = 10 * 60;
/** Sign-in challenges live minutes; a day later nobody can use or question them. */
const CHALLENGE_KEEP_MS = 24 * 60 * 60 * 1000;

export interface Expired {
  sessions: number;
  challenges: number;
  idempotencyKeys: number;
}

export async function expireRows(db: Db, now: Date): Promise<Expired> {
  const gone = await Promise.all([
    db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.tokenHash }),
    db
      .delete(loginChallenges)
      .where(lt(loginChallenges.createdAt, new Date(now.getTime() - CHALLENGE_KEEP_MS)))
      .returning({ id: loginChallenges.id }),
    expireIdempotencyKeys(db, now),
  ]);
  return { sessions: gone[0].length, challenges: gone[1].length, idempotencyKeys: gone[2] };
}

export const UPLOAD_SWEEP_JOB = 'sweep-unattached-uploads';
export const UPLOAD_SWEEP_EVERY_SECONDS = 60 * 60;

export const CHAT_DRAFT_EXPIRY_JOB = 'expire-chat-drafts';
export const CHAT_DRAFT_EXPIRY_EVERY_SECONDS = 60 * 60;

export const PHOTO_BACKFILL_JOB = 'hash-older-photos';
export const PHOTO_BACKFILL_EVERY_SECONDS = 10 * 60;

export async function defineMaintenanceJobs(
  jobs: JobQueue,
  deps: { db: Db; now?: () => Date; files?: FileStore },
): Promise<void> {
  const store = deps.files;
  if (store) {
    await jobs.define(
      UPLOAD_SWEEP_JOB,
      { retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 600 },
      async () => {
        const now = deps.now?.() ?? new Date();
        await sweepUnattachedUploads(deps.db, store, now);
        // Photos begun in slices and never finished, with their slices.
        await sweepAbandonedUploads(deps.db, now);
        // Deleted listings' snapshots, kept photos, cases and reports past their retention.
        await sweepEvidence(deps.db, store, now);
      },
    );
    await jobs.every(UPLOAD_SWEEP_JOB, UPLOAD_SWEEP_EVERY_SECONDS);
    // Chat drafts left alone for a week go, with their photos.
    await jobs.define(
      CHAT_DRAFT_EXPIRY_JOB,
      { retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 600 },
      async () => {
        await expireChatDrafts(deps.db, store, deps.now?.() ?? new Date());
      },
    );
    await jobs.every(CHAT_DRAFT_EXPIRY_JOB, CHAT_DRAFT_EXPIRY_EVERY_SECONDS);
    await jobs.define(
      PHOTO_BACKFILL_JOB,
      { retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 600 },
      async () => {
        const now = deps.now?.() ?? new Date();
        await hashOlderPhotos(deps.db, store, now);
        // Listings hidden before their words and photos were fingerprinted.
        await fingerprintOlderHidden(deps.db, now);
      },
    );
    await jobs.every(PHOTO_BACKFILL_JOB, PHOTO_BACKFILL_EVERY_SECONDS);
  }
  await jobs.define(
    EXPIRY_JOB,
    { retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: TAKEN_AGAIN_SECONDS },
    async () => {
      await expireRows(deps.db, deps.now?.() ?? new Date());
    },
  );
  await jobs.every(EXPIRY_JOB, EXPIRY_EVERY_SECONDS);
}
