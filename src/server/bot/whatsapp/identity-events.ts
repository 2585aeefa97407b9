/**
 * Identity changes WhatsApp reports: a person's new business-scoped id after a changed number
 * (the `user_id_update` webhook, and the system message `user_changed_user_id`) or their new
 * number (`user_changed_number`). Read here, applied by identities.ts.
 */
import { z } from 'zod';
import { BSUID_PATTERN } from '@/domain/whatsapp-id';
import type { InboundMessage } from './webhook-schemas';

const USER_ID = BSUID_PATTERN;

/** A phone's digits as the contact key takes them (7 to 15), or undefined. */
export const phoneDigits = (phone: string | undefined) => {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15 ? digits : undefined;
};

/**
 * A person's identity changed: a new business-scoped id (a changed number: `user_id_update`, or
 * the system message `user_changed_user_id`) or a new phone (`user_changed_number`).
 */
export interface IdentityChange {
  previousUserId?: string;
  userId?: string;
  previousPhone?: string;
  phone?: string;
}

const systemSchema = z.object({
  type: z.string().optional(),
  wa_id: z.string().optional(),
  user_id: z.string().optional(),
  previous_user_id: z.string().optional(),
});

/**
 * A system message saying the person's number or business-scoped id changed: `system.wa_id` and
 * `system.user_id` are the new ones; the old id is `system.previous_user_id` (Meta's changelog of
 * 11 August 2026), else the message's `from_user_id`, and the old phone its `from`.
 */
export function identityChangeOf(m: InboundMessage): IdentityChange | null {
  const system = systemSchema.safeParse(m.system);
  if (!system.success) return null;
  const { type, wa_id: waId, user_id: userId, previous_user_id: previousId } = system.data;
  if (type !== 'user_changed_number' && type !== 'user_changed_user_id') return null;
  const change: IdentityChange = {};
  const previous = [previousId, m.from_user_id].find(
    (id) => id && USER_ID.test(id) && id !== userId,
  );
  if (previous) change.previousUserId = previous;
  const previousPhone = phoneDigits(m.from);
  if (previousPhone) change.previousPhone = previousPhone;
  if (userId && USER_ID.test(userId)) change.userId = userId;
  const phone = phoneDigits(waId);
  if (phone) change.phone = phone;
  const known = change.previousUserId ?? change.previousPhone;
  return known && (change.userId ?? change.phone) ? change : null;
}

const idUpdateSchema = z.object({
  wa_id: z.string().optional(),
  user_id: z.object({ previous: z.string(), current: z.string() }),
});

/**
 * The `user_id_update` webhook: each entry names a person's previous and current business-scoped
 * id (a changed number), with their phone when WhatsApp shares it.
 */
export function idUpdatesOf(
  value: Record<string, unknown>,
  skip: (what: string, data: Record<string, unknown>) => void,
): IdentityChange[] {
  const list = Array.isArray(value.user_id_update) ? value.user_id_update : [value];
  return list.flatMap((raw) => {
    const parsed = idUpdateSchema.safeParse(raw);
    const ids = parsed.success ? parsed.data.user_id : null;
    if (!parsed.success || !ids || !USER_ID.test(ids.previous) || !USER_ID.test(ids.current)) {
      skip('user id update', { reason: 'no previous and current user id' });
      return [];
    }
    const change: IdentityChange = { previousUserId: ids.previous, userId: ids.current };
    const phone = phoneDigits(parsed.data.wa_id);
    if (phone) change.phone = phone;
    return [change];
  });
}
