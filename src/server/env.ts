/**
 * Server configuration, read once from the environment and validated with zod, so a bad value
 * stops the server at start with a message that names the variable instead of failing later.
 */
import { z } from 'zod';
import { DEFAULT_MARKETPLACE_NAME } from '@/domain/constants';
import { defaultImageWorkers } from './files/image-queue';
import { durationSetting, flowIdSetting, ratesSetting, templateSetting } from './env-values';
import { log } from './logger';
import { parseAllowEntry } from './metrics/access';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Phones are compared as digits only: '+263 77 123 4567' and '263771234567' are the same phone. */
export function normalizePhone(phone: string): string {
  return phone.replace(/\D/g, '');
}

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

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
    /** The marketplace bot's WhatsApp number (digits), linked from public listing pages. */
    MARKETPLACE_WHATSAPP_NUMBER: z
      .string()
      .trim()
      .default('263771234567')
      .transform((value) => value.replace(/[\s+()-]/g, ''))
      .pipe(z.string().regex(/^\d{7,15}$/, 'must be a phone number in international form')),
    /**
     * The marketplace's own name, as its public pages and the buyer's greeting to a seller name
     * it. WhatsApp is the channel, not the product: Meta's trademark may not be the name.
     */
    MARKETPLACE_NAME: z
      .string()
      .trim()
      .default(DEFAULT_MARKETPLACE_NAME)
      .pipe(
        z
          .string()
          .min(1, 'must not be empty')
          .max(60, 'must be at most 60 characters')
          .regex(/^[^\p{Cc}<>]+$/u, 'must be plain text (no control characters, < or >)')
          .refine((name) => !/whats\s*app/i.test(name), {
            message: "must not contain 'WhatsApp' (Meta's trademark; WhatsApp is the channel)",
          }),
      ),
    /** Approved templates for messages outside the 24-hour window (env-values.ts has the form). */
    WHATSAPP_TEMPLATE_ALERT: templateSetting,
    WHATSAPP_TEMPLATE_CHECKIN: templateSetting,
    WHATSAPP_TEMPLATE_FEEDBACK: templateSetting,
    /** The published Flow (its id) sellers list through; unset: listing by chat only. */
    WHATSAPP_LISTING_FLOW_ID: flowIdSetting,
    /** USD per delivered template by category, for the admin's estimated cost. */
    WHATSAPP_RATES_USD: ratesSetting({ utility: 0.004, marketing: 0.0225, authentication: 0.004 }),
    /** A listing's check-in falls due this long after its last confirmation. */
    CHECKIN_AFTER: durationSetting('30d'),
    /** An unanswered check-in pauses its listing after this long. */
    AUTOPAUSE_AFTER: durationSetting('7d'),
    /** A buyer is asked how it went with a seller this long after the bot handed them the link. */
    FEEDBACK_AFTER: durationSetting('2d'),
    /** This many buyers saying a seller asked for money first open a case on the seller. */
    FEEDBACK_PAY_FIRST_CASE: positiveInt(3),
    /** A seller this new posting more than this many of one ad in a day: the rest are held. */
    NEW_SELLER_FOR: durationSetting('7d'),
    NEW_SELLER_SAME_ADS_PER_DAY: positiveInt(5),
    QUERY_UNDERSTANDING: z.enum(['rules', 'llm']).default('rules'),
    LLM_API_URL: optionalText,
    LLM_API_KEY: optionalText,
    /** Behind a reverse proxy: take the client address from X-Forwarded-For (the rate limits count
     *  per address). Off by default, since anyone can write that header. */
    TRUST_PROXY: flag,
    /** The operator's word that this is a deployment: WhatsApp must then be configured. */
    NODE_ENV: optionalText,
    /** POST /api/dev/chat answers as the bot (sign-in links included) to anyone who asks. */
    DEV_CHAT: flag,
    /** Per-seller limits (see routes/limits): new listings and uploads per hour, live listings. */
    SELLER_LISTINGS_PER_HOUR: positiveInt(100),
    SELLER_UPLOADS_PER_HOUR: positiveInt(400),
    SELLER_MAX_LISTINGS: positiveInt(1000),
    /** Slow clients (see http/node-server.ts): headers must arrive whole within this long. */
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** A request body must bring HTTP_BODY_MIN_RATE bytes a second in every window this long. */
    HTTP_BODY_WINDOW_MS: z.coerce.number().int().min(100).default(15_000),
    HTTP_BODY_MIN_RATE: z.coerce.number().int().min(1).default(1024),
    /** The longest a whole request may take to arrive (a backstop far beyond any real upload). */
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(600_000),
    /** Open connections per client address (requests in flight per address with TRUST_PROXY); 0: no cap. */
    MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(64),
    /** Images decoded at once (see files/image-queue.ts), and uploads that may wait their turn. */
    IMAGE_WORKERS: z.coerce.number().int().min(1).max(64).default(defaultImageWorkers()),
    IMAGE_QUEUE: z.coerce.number().int().min(0).max(1000).default(16),
    /**
     * On PostgreSQL, the bot's replies are worked out on this many worker threads of each process
     * (bot/reply-threads.ts), off the event loop that acknowledges webhook deliveries; 0 answers
     * in the process itself, as the embedded database always does.
     */
    REPLY_THREADS: z.coerce.number().int().min(0).max(16).default(1),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    /** GET /api/metrics for a caller with `Authorization: Bearer <this>` (metrics/access.ts). */
    METRICS_TOKEN: optionalText,
    /** ...or from these addresses and CIDR ranges, comma-separated; neither set: loopback only. */
    METRICS_ALLOW: z
      .string()
      .default('')
      .transform((list, context) => {
        const entries = list
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean);
        for (const entry of entries) {
          if (!parseAllowEntry(entry)) {
            context.addIssue({
              code: 'custom',
              message: `${JSON.stringify(entry)} is not an address or a CIDR range (10.0.0.0/8, fd00::/8)`,
            });
          }
        }
        return entries;
      }),
    /** Photos in an S3-compatible bucket instead of DATA_DIR/files (several processes). */
    S3_BUCKET: optionalText,
    S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0', ''])
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
  })
  .superRefine((env, context) => {
    // One key without the other is a typo, not a wish for the default credential chain.
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
      });
    }
  })
  .transform((env) => ({ ...env, PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` }));

export type Env = z.infer<typeof envSchema>;

/** Both credentials present means real WhatsApp delivery. */
export function hasWhatsAppCredentials(env: Env): boolean {
  return Boolean(env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID);
}

/** The development chat route: only when asked for, and never where real people could reach it. */
export function devChatEnabled(env: Env): boolean {
  return env.DEV_CHAT && env.NODE_ENV !== 'production' && !hasWhatsAppCredentials(env);
}

const isLocalHost = (url: string) => {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
};

/**
 * Settings that each parse but together would leave the product open: the server refuses to
 * start on them (fails closed) rather than run unsafe. One line per problem, naming variables.
 */
export function unsafeCombinations(env: Env): string[] {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';
  const credentials = hasWhatsAppCredentials(env);
  if (Boolean(env.WHATSAPP_TOKEN) !== Boolean(env.WHATSAPP_PHONE_NUMBER_ID)) {
    problems.push(
      '  WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID: set both (real WhatsApp) or neither.',
    );
  }
  if (credentials && !env.WHATSAPP_APP_SECRET) {
    problems.push(
      '  WHATSAPP_APP_SECRET: required with WhatsApp credentials, so unsigned webhook deliveries are refused.',
    );
  }
  if (credentials && !env.PUBLIC_URL.startsWith('https://') && !isLocalHost(env.PUBLIC_URL)) {
    problems.push(
      `  PUBLIC_URL=${JSON.stringify(env.PUBLIC_URL)}: must be https with WhatsApp credentials (sign-in links and photos travel in it).`,
    );
  }
  if (production && !credentials) {
    problems.push(
      '  WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID: required with NODE_ENV=production (sellers sign in through WhatsApp).',
    );
  }
  if (production && env.ADMIN_PHONES.length === 0) {
    problems.push(
      '  ADMIN_PHONES: required with NODE_ENV=production (no one could moderate or see the admin dashboard).',
    );
  }
  if (production && credentials && !env.WHATSAPP_VERIFY_TOKEN) {
    problems.push(
      "  WHATSAPP_VERIFY_TOKEN: required with NODE_ENV=production and WhatsApp credentials (Meta's webhook handshake would get 403).",
    );
  }
  if (env.DEV_CHAT && (production || credentials)) {
    problems.push(
      '  DEV_CHAT: the development chat route hands out sign-in links to anyone; it cannot be on with NODE_ENV=production or WhatsApp credentials.',
    );
  }
  return problems;
}

/**
 * Settings that start but that an operator should hear about: one line each, naming the
 * variable, written as warnings at start (the production ones above refuse instead).
 */
export function configurationWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (env.ADMIN_PHONES.length === 0) {
    warnings.push(
      'ADMIN_PHONES is empty: no one can open the admin dashboard or moderate listings.',
    );
  }
  if (env.WHATSAPP_APP_SECRET && !env.WHATSAPP_VERIFY_TOKEN) {
    warnings.push(
      "WHATSAPP_VERIFY_TOKEN is not set: Meta's webhook handshake (GET /api/webhooks/whatsapp) gets 403.",
    );
  }
  if (env.NODE_ENV === 'production' && !env.DATABASE_URL) {
    warnings.push(
      'DATABASE_URL is not set with NODE_ENV=production: the embedded database serves one process ' +
        'only, with DATA_DIR on this machine (back it up; several processes need PostgreSQL).',
    );
  }
  return warnings;
}

/** Parses the environment; throws an Error whose message lists every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(environment)';
      return `  ${name}=${JSON.stringify(source[name] ?? '')}: ${issue.message}`;
    });
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const problems = unsafeCombinations(result.data);
  if (problems.length > 0) {
    throw new Error(`Unsafe configuration, not starting:\n${problems.join('\n')}`);
  }
  return result.data;
}

/** For `src/server/index.ts`: a bad value logs a clear message and exits with status 1. */
export function loadEnvOrExit(): Env {
  try {
    return parseEnv();
  } catch (error) {
    // One JSON line; the message names every variable at fault.
    log.fatal(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
