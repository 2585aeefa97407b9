/**
 * `profile.update`: the profile fields a seller edits. An older profile change not yet sent, or
 * refused, is folded into this one: one corrected request goes out. The server's answer, checked
 * against the domain's User schema, replaces the stored profile and the session's copy (the
 * shell's name).
 */
import type { OutboxPayloads, ProfileEdit } from '@/app/local/outbox-kinds';
import { done, type Mutator } from './context';

export type ProfileUpdatePayload = OutboxPayloads['profile.update'];

/** Returns the outbox item's id (`waitFor(id)` tells when the server confirmed). */
export const profileUpdate: Mutator<'profile.update', { user: ProfileEdit }, string> = {
  kind: 'profile.update',
  tables: (db) => [db.users],

  async apply({ db, sellerId, enqueue }, { user }) {
    const earlier = await db.outbox
      .filter((item) => item.kind === 'profile.update' && item.status !== 'running')
      .toArray();
    let merged: ProfileEdit = {};
    for (const item of earlier) {
      if (item.kind === 'profile.update') merged = { ...merged, ...item.payload.user };
      if (item.seq !== undefined) await db.outbox.delete(item.seq);
    }
    merged = { ...merged, ...user };
    const item = await enqueue({
      kind: 'profile.update',
      payload: { userId: sellerId, user: merged },
    });
    return item.id;
  },

  async send({ userId, user }, ctx) {
    const answer = await ctx.request('user', `/users/${encodeURIComponent(userId)}`, {
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
