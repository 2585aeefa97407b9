/**
 * Profile changes. The server's answer, checked against the domain's User schema, replaces the
 * stored profile and the session's copy (the shell's name).
 */
import { userSchema } from '@/domain';
import { done, type SenderMap } from './context';
import type { ProfilePayloads } from '@/app/local/outbox-kinds';

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
