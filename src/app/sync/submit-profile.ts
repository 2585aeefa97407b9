/**
 * What 'Complete Profile' and 'Save Changes' do: record the change, then, online, wait for the
 * server's verdict, so the screen says 'updated' only when the server accepted it. Offline (or
 * when the server is slow to answer) the change is saved on this phone and sent later.
 */
import { getCurrentUser, setCurrentUser } from '@/app/local/session';
import type { ProfileEdit } from '@/app/local/outbox-kinds';
import { mutate } from './mutate';
import { profileUpdate } from './mutators/profile-update';
import { syncEngine } from './engine-instance';
import type { Failure } from '@/app/local/failure';
import { SUBMIT_WAIT_MS } from './submit-listing';

export type ProfileSaveResult =
  | { state: 'accepted' }
  | { state: 'waiting'; failure?: Failure; nextAttemptAt?: number }
  | { state: 'refused'; failure: Failure };

export async function saveProfile(
  sellerId: string,
  fields: ProfileEdit,
  offline: boolean,
): Promise<ProfileSaveResult> {
  const itemId = await mutate(profileUpdate, sellerId, { user: fields });
  const outcome = await syncEngine.waitFor(itemId, offline ? 0 : SUBMIT_WAIT_MS);
  if (outcome.state === 'done') return { state: 'accepted' };
  if (outcome.state === 'failed') return { state: 'refused', failure: outcome.failure };
  // Saved on this phone: the shell shows the new name at once, marked by the waiting count.
  const current = getCurrentUser();
  if (current?._id === sellerId) setCurrentUser({ ...current, ...fields });
  return {
    state: 'waiting',
    ...(outcome.failure ? { failure: outcome.failure } : {}),
    ...(outcome.nextAttemptAt ? { nextAttemptAt: outcome.nextAttemptAt } : {}),
  };
}
