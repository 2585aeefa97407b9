/**
 * Profile changes. The server's answer, checked against the domain's User schema, replaces the
 * stored profile and the session's copy (the shell's name).
 */
import { userSchema } from '@/domain';
import type { ProfileFields } from '@/app/local/writes';
import { done, type SenderMap } from './context';

export interface ProfilePayloads {
  'profile.update': { userId: string; user: ProfileFields };
}

export const profileSenders: SenderMap<ProfilePayloads> = {
  'profile.update': async ({ userId, user }, ctx) => {
    const answer = await ctx.request(userSchema, `/users/${encodeURIComponent(userId)}`, {
      method: 'PATCH',
      body: { _id: userId, user },
    });
    const { isAdmin: _isAdmin, createdAt: _createdAt, ...stored } = answer;
    await ctx.db.transaction('rw', ctx.db.outbox, ctx.db.users, async () => {
      await ctx.removeItem();
      await ctx.db.users.put(stored);
    });
    ctx.userUpdated(stored);
    return done(stored);
  },
};
