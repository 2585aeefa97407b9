import type { Env } from '@/server/env';
import type { BotLogger } from '@/server/logger';
import { LlmUnderstanding } from './llm';
import { RuleBasedUnderstanding } from './rules';
import type { QueryUnderstanding } from './types';

export type { QueryUnderstanding, SearchRequest, CategoryGuess } from './types';
export { RuleBasedUnderstanding } from './rules';
export { LlmUnderstanding } from './llm';

/** QUERY_UNDERSTANDING=llm with LLM_API_URL set uses the model; anything else the rules. */
export function createUnderstanding(env: Env, logger?: BotLogger): QueryUnderstanding {
  if (env.QUERY_UNDERSTANDING === 'llm') {
    if (env.LLM_API_URL) {
      return new LlmUnderstanding({
        url: env.LLM_API_URL,
        ...(env.LLM_API_KEY ? { apiKey: env.LLM_API_KEY } : {}),
        ...(logger ? { logger } : {}),
      });
    }
    logger?.warn('QUERY_UNDERSTANDING=llm without LLM_API_URL; using the rules');
  }
  return new RuleBasedUnderstanding();
}
