/** What the listing commands (src/server/listings/commands.ts) need, from a request's context. */
import type { AppContext, AppEnv } from '@/server/deps';
import type { ListingDeps } from '@/server/listings/commands';

export function listingDeps<E extends AppEnv>(c: AppContext<E>): ListingDeps {
  const { db, env, jobs } = c.get('deps');
  return { db, env, jobs };
}
