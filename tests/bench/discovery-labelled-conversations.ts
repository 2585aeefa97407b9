/**
 * The multi-turn half of the labelled discovery benchmark (discovery-labelled.bench.ts): 150+
 * conversations (discovery-conversations.ts) sent to the bot's development chat: found,
 * irrelevant shown, relaxation said when made, and the reply's language.
 */
import { copyFor } from '@/domain/bot-copy';
import type { Language } from '@/domain/language';
import type { BenchListing } from './discovery-catalogue';
import { BENCH_CONVERSATIONS, type Turn } from './discovery-conversations';

/** The bot's routes, as the benchmark reaches its development chat. */
export interface BenchBot {
  request(path: string, init: RequestInit): Response | Promise<Response>;
}

export const pct = (part: number, whole: number) =>
  `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;

/** Plays every conversation through the bot and prints the figures against their goals. */
export async function benchConversations(
  bot: BenchBot,
  byId: Map<string, BenchListing>,
): Promise<void> {
  interface Reply {
    listings: BenchListing[];
    /** Every word the buyer read: texts, list headers and bodies. */
    said: string;
    button?: string;
  }

  async function chat(from: string, text: string): Promise<Reply> {
    const res = await bot.request('/dev/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from, text }),
    });
    const body = (await res.json()) as {
      replies?: {
        text: string;
        message: { rows?: { id: string }[]; header?: string; body?: string; button?: string };
      }[];
    };
    const replies = body.replies ?? [];
    const rows = replies.flatMap((r) => r.message.rows ?? []);
    const button = replies.find((r) => r.message.button)?.message.button;
    return {
      listings: rows.flatMap((row) => {
        const listing = byId.get(row.id.replace(/^listing:/, ''));
        return listing ? [listing] : [];
      }),
      said: replies.map((r) => r.text).join('\n'),
      ...(button ? { button } : {}),
    };
  }

  const kindOf = (listing: BenchListing, kinds: string[]) =>
    kinds.some((k) => {
      const [type, sub] = k.split('/');
      return listing.type === type && (!sub || listing.subType === sub);
    });

  /** Words only a reply in that language has (its fixed sentences' openings). */
  const MARKERS: Record<Language, RegExp> = {
    en: /\b(Showing|Sorry|What are you|Hi!|Nothing|I can|Tell me|That’s everything|I have nothing|You’re welcome|Goodbye|Reply)\b/,
    sn: /\b(Hapana|Ndiri kuratidza|Muri kutsvaga|Mhoro|Ndine urombo|Nyorai|Handikwanisi|Tangai|Ndizvo|Ndatenda)\b/,
    nd: /\b(Akukho|Ngitshengisa|Lidingani|Salibonani|Uxolo|Bhalani|Angikwazi|Qalani|Yikho|Ngiyabonga)\b/,
  };

  function replyLanguage(reply: Reply): Language | null {
    if (reply.button) {
      const hit = (['en', 'sn', 'nd'] as const).find((l) => copyFor(l).listButton === reply.button);
      if (hit) return hit;
    }
    const hits = (['sn', 'nd', 'en'] as const).filter((l) => MARKERS[l].test(reply.said));
    return hits[0] ?? null;
  }

  /** Each language's relaxation lines, as the marker of a said relaxation. */
  const RELAX_SAID = {
    place: /Nearby in|Pedyo, ku|Eduze, e|Further away, in|Kure, ku|Khatshana, e/,
    thing: /\bOther |Zvimwe zve|Okunye ku-/,
    price:
      /A little over|The closest prices|Zviri pedyo nemari|Mitengo iri pedyo|Okuseduze lemali|Intengo eziseduze/,
  };

  let turns = 0;
  let expected = 0;
  let convFound = 0;
  let convShown = 0;
  let convIrrelevant = 0;
  let relaxMade = 0;
  let relaxSaid = 0;
  let langRight = 0;
  const convMisses: string[] = [];
  const convNoise: string[] = [];
  const unsaid: string[] = [];
  const wrongLanguage: string[] = [];
  const convStarted = performance.now();
  for (const [i, conversation] of BENCH_CONVERSATIONS.entries()) {
    const phone = `26378${String(3000000 + i).padStart(7, '0')}`;
    const history: string[] = [];
    for (const t of conversation.turns) {
      history.push(t.say);
      const label = history.map((h) => `"${h}"`).join(' > ');
      const reply = await chat(phone, t.say);
      turns++;
      const lang = replyLanguage(reply);
      if (lang === t.lang) langRight++;
      else wrongLanguage.push(`${label}: ${lang ?? '?'} for ${t.lang}`);
      const saidPlace = RELAX_SAID.place.test(reply.said);
      const saidThing = RELAX_SAID.thing.test(reply.said);
      const saidPrice = RELAX_SAID.price.test(reply.said);
      if (t.expect !== undefined) {
        expected++;
        const ok =
          t.expect === null
            ? reply.listings.every((l) => !kindOf(l, t.kinds ?? [])) || !reply.listings.length
            : reply.listings.some((l) => l.key === t.expect);
        const relaxOk =
          !t.relax ||
          (t.relax === 'place' && saidPlace) ||
          (t.relax === 'thing' && saidThing) ||
          (t.relax === 'price' && (saidPrice || !reply.listings.length));
        if (ok && relaxOk) convFound++;
        else
          convMisses.push(
            `${label} -> ${
              reply.listings
                .map((l) => l.key)
                .slice(0, 3)
                .join(', ') || 'nothing'
            }${relaxOk ? '' : ` (no ${t.relax} line)`}`,
          );
      }
      convShown += reply.listings.length;
      const off = reply.listings.filter(
        (l) => !turnRelevant(l, t, { saidPlace, saidThing, saidPrice }),
      );
      convIrrelevant += off.length;
      if (off.length) convNoise.push(`${label}: ${off.map((l) => l.key).join(', ')}`);
      // A relaxation made: a result outside the asked town, budget or thing.
      const outside = {
        place: Boolean(t.city) && reply.listings.some((l) => l.city !== t.city),
        price: t.max !== undefined && reply.listings.some((l) => (l.price ?? 0) > t.max!),
        thing: reply.listings.some((l) => !kindOf(l, t.kinds ?? [])) && Boolean(t.wider),
      };
      const made = outside.place || outside.price || outside.thing;
      if (made) {
        relaxMade++;
        const said =
          (!outside.place || saidPlace) &&
          (!outside.price || saidPrice) &&
          (!outside.thing || saidThing);
        if (said) relaxSaid++;
        else unsaid.push(`${label}: ${JSON.stringify(outside)}`);
      }
    }
  }

  function turnRelevant(
    listing: BenchListing,
    t: Turn,
    said: { saidPlace: boolean; saidThing: boolean; saidPrice: boolean },
  ): boolean {
    const kinds = [...(t.kinds ?? []), ...(said.saidThing ? (t.wider ?? []) : [])];
    if (!kindOf(listing, kinds)) return false;
    if (t.city && listing.city !== t.city && !said.saidPlace) return false;
    if (t.max !== undefined && (listing.price ?? 0) > t.max && !said.saidPrice) return false;
    if (t.deal && ['real_estate'].includes(listing.type) && listing.deal !== t.deal) return false;
    if (t.deal === 'rent' && listing.type === 'vehicle') return false;
    if (t.deal === 'sale' && listing.type === 'car_rental') return false;
    return true;
  }

  const convSeconds = (performance.now() - convStarted) / 1000;
  console.log(
    `\nconversations: ${BENCH_CONVERSATIONS.length} (${turns} messages; ${convSeconds.toFixed(1)} s)`,
  );
  console.log(
    `right answer (listing, or nothing): ${pct(convFound, expected)} (${convFound}/${expected}); goal >= 95%`,
  );
  console.log(
    `irrelevant among shown: ${pct(convIrrelevant, convShown)} (${convIrrelevant}/${convShown}); goal <= 10%`,
  );
  console.log(
    `relaxation said when made: ${pct(relaxSaid, relaxMade)} (${relaxSaid}/${relaxMade}); goal 100%`,
  );
  console.log(
    `reply language right: ${pct(langRight, turns)} (${langRight}/${turns}); goal >= 95%`,
  );
  for (const miss of convMisses) console.log(`  miss: ${miss}`);
  for (const line of convNoise) console.log(`  noise: ${line}`);
  for (const line of unsaid) console.log(`  unsaid: ${line}`);
  for (const line of wrongLanguage) console.log(`  language: ${line}`);
}
