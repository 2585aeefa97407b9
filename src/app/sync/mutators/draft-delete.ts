/**
 * `draft.delete`: a draft kept on the server (begun in the chat), with its photos no listing
 * shows. Gone from the device at once (a draft of it being edited on this device goes too), from
 * the server through the outbox; already gone there counts as done (`ctx.remove`).
 */
import type { OutboxPayloads } from '@/app/local/outbox-kinds';
import { done, type Mutator } from './context';

export type DraftDeletePayload = OutboxPayloads['draft.delete'];

export const draftDelete: Mutator<'draft.delete', DraftDeletePayload, void> = {
  kind: 'draft.delete',
  tables: (db) => [db.serverDrafts, db.drafts],

  async apply({ db, enqueue }, { draftId }) {
    await db.serverDrafts.delete(draftId);
    const local = await db.drafts.filter((draft) => draft.chatDraftId === draftId).primaryKeys();
    await db.drafts.bulkDelete(local);
    await enqueue({ kind: 'draft.delete', payload: { draftId } });
  },

  async send({ draftId }, ctx) {
    await ctx.remove(`/drafts/${encodeURIComponent(draftId)}`);
    await ctx.db.transaction('rw', ctx.db.outbox, ctx.db.serverDrafts, async () => {
      await ctx.removeItem();
      await ctx.db.serverDrafts.delete(draftId);
    });
    return done();
  },
};
