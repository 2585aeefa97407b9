/**
 * Understanding by a language model, selected with QUERY_UNDERSTANDING=llm. LLM_API_URL is an
 * OpenAI-compatible chat-completions endpoint (LLM_API_KEY as bearer token). The model is asked
 * for the same JSON the rules produce; its answer is checked against the catalogue, and on any
 * failure (network, time-out, bad JSON, unknown type) the rule-based answer is used instead, so
 * the bot never goes quiet because the model did.
 */
import { z } from 'zod';
import { FORM_CITIES, LISTING_TYPES, SUB_TYPES } from '@/domain/catalogue';
import type { BotLogger } from '@/server/logger';
import { RuleBasedUnderstanding } from './rules';
import type { QueryUnderstanding, SearchRequest } from './types';

/** Sent as `model`; OpenAI-compatible servers that serve one model ignore it. */
export const LLM_MODEL = 'gpt-4o-mini';
const TIMEOUT_MS = 4000;

const answerSchema = z.object({
  type: z.string().nullish(),
  subType: z.string().nullish(),
  city: z.string().nullish(),
  minPrice: z.number().nonnegative().nullish(),
  maxPrice: z.number().nonnegative().nullish(),
  dealType: z.enum(['rent', 'sale']).nullish(),
  keywords: z.array(z.string()).nullish(),
});

function systemPrompt(): string {
  const types = LISTING_TYPES.map((t) => {
    const subs = SUB_TYPES[t.value].map((s) => s.value).join(', ');
    return `${t.value}${subs ? ` (${subs})` : ''}`;
  }).join('; ');
  const cities = FORM_CITIES.filter((c) => c.value !== 'other')
    .map((c) => c.value)
    .join(', ');
  return [
    'You read a buyer’s request on a Zimbabwean classifieds marketplace and answer with JSON only:',
    '{"type": string|null, "subType": string|null, "city": string|null, "minPrice": number|null,',
    ' "maxPrice": number|null, "dealType": "rent"|"sale"|null, "keywords": string[]}',
    `Types (sub-types): ${types}.`,
    `Cities: ${cities}. Prices are USD. keywords: the words worth searching for in titles.`,
  ].join('\n');
}

export class LlmUnderstanding implements QueryUnderstanding {
  readonly name = 'llm';
  private readonly rules = new RuleBasedUnderstanding();

  constructor(
    private readonly options: {
      url: string;
      apiKey?: string;
      logger?: BotLogger;
      fetchImpl?: typeof fetch;
      timeoutMs?: number;
    },
  ) {}

  async understand(text: string): Promise<SearchRequest> {
    const fallback = this.rules.understandSync(text);
    try {
      const answer = await this.ask(text);
      return merge(answer, fallback);
    } catch (error) {
      this.options.logger?.warn('language model understanding failed; using rules', {
        error: error instanceof Error ? error.message : String(error),
      });
      return fallback;
    }
  }

  private async ask(text: string): Promise<z.infer<typeof answerSchema>> {
    const res = await (this.options.fetchImpl ?? fetch)(this.options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: LLM_MODEL,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: systemPrompt() },
          { role: 'user', content: text },
        ],
      }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (!content) throw new Error('empty answer');
    return answerSchema.parse(JSON.parse(content));
  }
}

/** The model's categories and limits, checked against the catalogue, over the rules' answer. */
function merge(answer: z.infer<typeof answerSchema>, rules: SearchRequest): SearchRequest {
  const out: SearchRequest = { ...rules, categories: [...rules.categories] };
  const type = LISTING_TYPES.find((t) => t.value === answer.type)?.value;
  if (type) {
    const subType = SUB_TYPES[type].find((s) => s.value === answer.subType)?.value;
    out.categories = [
      subType ? { type, subType, weight: 1 } : { type, weight: 1 },
      ...rules.categories.filter((c) => c.type !== type || c.subType !== subType),
    ];
  }
  const city = FORM_CITIES.find((c) => c.value === answer.city)?.value;
  if (city) out.city = city;
  if (answer.minPrice != null) out.minPrice = answer.minPrice;
  if (answer.maxPrice != null) out.maxPrice = answer.maxPrice;
  if (answer.dealType) out.dealType = answer.dealType;
  if (answer.keywords?.length) {
    out.terms = [
      ...new Set([...answer.keywords.flatMap((k) => k.toLowerCase().split(/\s+/)), ...rules.terms]),
    ];
  }
  return out;
}
