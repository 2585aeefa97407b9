/**
 * Server configuration, read once from the environment and validated with zod, so a bad value
 * stops the server at start with a message that names the variable instead of failing later.
 */
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Phones are compared as digits only: '+263 77 123 4567' and '263771234567' are the same phone. */
export function normalizePhone(phone: string): string {
  return phone.replace(/\D/g, '');
}

export const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(8080),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    /** Defaults to this machine on PORT (filled in below, once PORT is known). */
    PUBLIC_URL: z
      .url({ protocol: /^https?$/ })
      .optional()
      .transform((url) => url?.replace(/\/+$/, '')),
    ADMIN_PHONES: z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((phone) => normalizePhone(phone))
          .filter((phone) => phone.length > 0),
      ),
    WHATSAPP_TOKEN: optionalText,
    WHATSAPP_PHONE_NUMBER_ID: optionalText,
    WHATSAPP_VERIFY_TOKEN: optionalText,
    WHATSAPP_APP_SECRET: optionalText,
    WHATSAPP_API_BASE: z
      .url({ protocol: /^https?$/ })
      .default('https://graph.facebook.com/v21.0')
      .transform((url) => url.replace(/\/+$/, '')),
    QUERY_UNDERSTANDING: z.enum(['rules', 'llm']).default('rules'),
    LLM_API_URL: optionalText,
    LLM_API_KEY: optionalText,
    /** Behind a reverse proxy: take the client address from X-Forwarded-For (the rate limits count
     *  per address). Off by default, since anyone can write that header. */
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0', ''])
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  })
  .transform((env) => ({ ...env, PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` }));

export type Env = z.infer<typeof envSchema>;

/** Parses the environment; throws an Error whose message lists every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    return `  ${name}=${JSON.stringify(source[name] ?? '')}: ${issue.message}`;
  });
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
}

/** For `src/server/index.ts`: a bad value prints a clear message and exits with status 1. */
export function loadEnvOrExit(): Env {
  try {
    return parseEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
