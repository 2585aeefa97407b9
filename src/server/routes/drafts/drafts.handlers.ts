import type { AppRouteHandler } from '@/server/deps';
import { notFound } from '@/server/http/errors';
import { isValidId } from '@/server/http/validate';
import { draftsOf, removeDraft } from '@/server/listings/drafts';
import type * as routes from './drafts.routes';

/** GET /drafts: the signed-in seller's drafts. */
export const list: AppRouteHandler<typeof routes.list> = async (c) =>
  c.json(await draftsOf(c.var.deps.db, c.var.user.id), 200);

/** DELETE /drafts/{id}: the seller's own only; its photos no listing shows go with it. */
export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const user = c.var.user;
  const { id } = c.req.valid('param');
  if (!isValidId(id)) throw notFound('Draft');
  const removed = await c.var.deps.db.transaction((tx) => removeDraft(tx, user.id, id));
  if (!removed.found) throw notFound('Draft');
  // The rows went first: a file a crash leaves behind is unreachable, never a broken photo.
  await Promise.all(removed.files.map((file) => c.var.files.remove(file)));
  return c.json({ _id: id, deleted: true as const }, 200);
};
