/**
 * The admin's WhatsApp figures for this month (Zimbabwe's, from its first day at midnight):
 * templates the marketplace sent by Meta category (accepted by the Cloud API, and delivered),
 * their estimated cost (delivered templates at `WHATSAPP_RATES_USD`: Meta charges a template
 * when it is delivered, service replies never), and WhatsApp's refusals by reason. All read
 * from the database (`messages.category`, `whatsapp_refusals`), so every process shows the same.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';
import type { TemplateRates } from '@/server/env-values';

/** Zimbabwe keeps Central Africa Time (UTC+2) all year. */
const ZIMBABWE_OFFSET_MS = 2 * 3_600_000;
const CATEGORIES = ['utility', 'marketing', 'authentication'] as const;

/** The first instant of the month (Zimbabwe's) that `now` falls in. */
export function monthStart(now: Date): Date {
  const local = new Date(now.getTime() + ZIMBABWE_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - ZIMBABWE_OFFSET_MS);
}

export interface WhatsappFigures {
  since: string;
  templates: {
    category: (typeof CATEGORIES)[number];
    sent: number;
    delivered: number;
    rateUsd: number;
    costUsd: number;
  }[];
  costUsd: number;
  refusals: { reason: string; count: number }[];
}

/** Rounded to a hundredth of a cent, so sums of small rates read cleanly. */
const usd = (amount: number) => Math.round(amount * 10_000) / 10_000;

export async function whatsappFigures(
  db: Db,
  rates: TemplateRates,
  now: Date,
): Promise<WhatsappFigures> {
  const since = monthStart(now);
  const [sent, refused] = await Promise.all([
    rows<{ category: string; sent: number; delivered: number }>(
      db,
      sql`SELECT category,
                 count(*) FILTER (WHERE wa_message_id IS NOT NULL)::int AS sent,
                 count(*) FILTER (WHERE reached_at IS NOT NULL)::int AS delivered
          FROM messages
          WHERE category IS NOT NULL AND created_at >= ${since} AND created_at <= ${now}
            AND direction = 'outbound' AND content->>'kind' = 'template'
          GROUP BY category`,
    ),
    rows<{ reason: string; n: number }>(
      db,
      sql`SELECT reason, count(*)::int AS n FROM whatsapp_refusals
          WHERE at >= ${since} AND at <= ${now}
          GROUP BY reason ORDER BY count(*) DESC, reason`,
    ),
  ]);
  const templates = CATEGORIES.map((category) => {
    const row = sent.find((r) => r.category === category);
    const delivered = Number(row?.delivered ?? 0);
    return {
      category,
      sent: Number(row?.sent ?? 0),
      delivered,
      rateUsd: rates[category],
      costUsd: usd(delivered * rates[category]),
    };
  });
  return {
    since: since.toISOString(),
    templates,
    costUsd: usd(templates.reduce((sum, t) => sum + t.delivered * t.rateUsd, 0)),
    refusals: refused.map((r) => ({ reason: r.reason, count: Number(r.n) })),
  };
}
