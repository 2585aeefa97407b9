/** Admin views of the bot's contacts and their conversations, paged on the server. */
import { count, eq, like, sql } from 'drizzle-orm';
import type { ContactRole } from '@/domain';
import { isAdminPhone } from '@/server/auth/users';
import { contacts, messages, users } from '@/server/db/schema';
import type { AppRouteHandler } from '@/server/deps';
import { notFound } from '@/server/http/errors';
import type * as routes from './admin.routes';
import { containing, readPage, setTotalCount } from './paging';
import { isBusinessScopedId } from '@/domain/whatsapp-id';
import { rows as read } from '@/server/db/rows';
import type { Db } from '@/server/db/client';

const iso = (date: Date | null) => (date ? date.toISOString() : undefined);

/** Who a contact is: an admin's phone, a phone with an account (a seller), else a buyer. */
function roleOf(phone: string, hasAccount: boolean, adminPhones: readonly string[]): ContactRole {
  if (isAdminPhone(phone, adminPhones)) return 'admin';
  return hasAccount ? 'seller' : 'buyer';
}

/** The username each person under these contact keys showed last (wa_identities). */
async function usernamesOf(db: Db, keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const found = await read<{ contact: string; username: string }>(
    db,
    sql`SELECT DISTINCT ON (contact) contact, username FROM wa_identities
        WHERE contact IN (${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )}) AND username IS NOT NULL
        ORDER BY contact, touched DESC`,
  );
  return new Map(found.map((row) => [row.contact, row.username]));
}

/** GET /admin/contacts: a page of everyone who wrote to the bot, most recent first. */
export const contactList: AppRouteHandler<typeof routes.contactList> = async (c) => {
  const page = readPage(
    c,
    {
      lastMessage: contacts.lastMessageAt,
      phoneNumber: contacts.phoneNumber,
      messageCount: contacts.messageCount,
    },
    { sort: 'lastMessage', order: 'desc', tieBreak: contacts.phoneNumber },
  );
  const digits = page.q ? page.q.replace(/\D/g, '') || null : null;
  // A search with no digit in it can match no phone number.
  const where = !page.q
    ? undefined
    : digits
      ? like(contacts.phoneNumber, containing(digits))
      : sql`false`;
  const { db, env } = c.var.deps;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        phoneNumber: contacts.phoneNumber,
        messageCount: contacts.messageCount,
        lastMessageAt: contacts.lastMessageAt,
        userId: users.id,
        name: users.displayName,
      })
      .from(contacts)
      .leftJoin(users, eq(users.phone, contacts.phoneNumber))
      .where(where)
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(contacts).where(where),
  ]);
  setTotalCount(c, total?.n ?? 0);
  // A person WhatsApp knows only by their business-scoped id is shown by their username.
  const usernames = await usernamesOf(
    db,
    rows.map((row) => row.phoneNumber).filter(isBusinessScopedId),
  );
  return c.json(
    rows.map((row) => ({
      phoneNumber: row.phoneNumber,
      ...(usernames.has(row.phoneNumber) ? { username: usernames.get(row.phoneNumber) } : {}),
      messageCount: row.messageCount,
      ...(row.lastMessageAt ? { lastMessage: iso(row.lastMessageAt) } : {}),
      role: roleOf(row.phoneNumber, row.userId !== null, env.ADMIN_PHONES),
      ...(row.userId && row.name ? { name: row.name } : {}),
    })),
    200,
  );
};

/** GET /admin/contacts/{phoneNumber}/conversation: the messages, oldest first. */
export const conversation: AppRouteHandler<typeof routes.conversation> = async (c) => {
  // A phone's digits, or a business-scoped user id ('ZW.1502...') for a username user.
  const raw = c.req.param('phoneNumber') ?? '';
  const phone = isBusinessScopedId(raw) ? raw : raw.replace(/\D/g, '');
  const { db } = c.var.deps;
  const [contact] = await db.select().from(contacts).where(eq(contacts.phoneNumber, phone));
  if (!contact) throw notFound('Contact');
  const page = readPage(
    c,
    { createdAt: messages.createdAt },
    { sort: 'createdAt', order: 'asc', tieBreak: messages.id },
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(eq(messages.contact, phone))
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(messages).where(eq(messages.contact, phone)),
  ]);
  setTotalCount(c, total?.n ?? 0);
  return c.json(
    rows.map((row) => ({
      _id: row.id,
      direction: row.direction,
      content: {
        ...(row.content.text !== undefined ? { text: row.content.text } : {}),
        ...(row.content.imageUrl !== undefined ? { imageUrl: row.content.imageUrl } : {}),
      },
      createdAt: row.createdAt.toISOString(),
      status: row.status,
    })),
    200,
  );
};
