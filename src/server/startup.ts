/**
 * What the server says at start, once its configuration is read: the version (package.json's,
 * and the git commit when known: GIT_COMMIT, else the checkout's HEAD), a summary of the
 * configuration (which database, image store and job queue; which secrets are set, by name
 * only, never a value) and a warning per setting an operator should hear about.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { configurationWarnings, devChatEnabled, hasWhatsAppCredentials, type Env } from './env';

/** Variables whose values are secret: the summary says whether each is set, nothing more. */
const SECRETS = [
  'WHATSAPP_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
  'LLM_API_KEY',
  'S3_SECRET_ACCESS_KEY',
  'METRICS_TOKEN',
] as const;

export interface Version {
  version: string;
  commit: string | null;
}

/** The running version, read from the folder the server was started in. */
export function readVersion(root = process.cwd(), source = process.env): Version {
  let version = 'unknown';
  try {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    if (typeof manifest.version === 'string') version = manifest.version;
  } catch {
    // A packaged server without its package.json: the version is unknown.
  }
  const given = source.GIT_COMMIT?.trim();
  if (given && /^[0-9a-f]{7,40}$/i.test(given)) return { version, commit: given.toLowerCase() };
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2000,
    })
      .toString()
      .trim();
    return { version, commit: /^[0-9a-f]{40}$/.test(head) ? head : null };
  } catch {
    return { version, commit: null };
  }
}

/** Which parts the configuration chose, and which secrets are set (names only). */
export function configurationSummary(env: Env, dataDir: string) {
  return {
    nodeEnv: env.NODE_ENV ?? 'development',
    database: env.DATABASE_URL ? 'postgres' : 'pglite',
    ...(env.DATABASE_URL ? {} : { databaseDir: join(dataDir, 'pglite') }),
    store: env.S3_BUCKET ? 's3' : 'folder',
    ...(env.S3_BUCKET ? { bucket: env.S3_BUCKET } : { filesDir: join(dataDir, 'files') }),
    jobQueue: env.DATABASE_URL ? 'pg-boss' : 'in-process',
    whatsapp: hasWhatsAppCredentials(env) ? 'cloud-api' : 'none',
    devChat: devChatEnabled(env),
    queryUnderstanding: env.QUERY_UNDERSTANDING,
    publicUrl: env.PUBLIC_URL,
    trustProxy: env.TRUST_PROXY,
    adminPhones: env.ADMIN_PHONES.length,
    metricsAccess: env.METRICS_TOKEN
      ? env.METRICS_ALLOW.length > 0
        ? 'token or allow-list'
        : 'token'
      : env.METRICS_ALLOW.length > 0
        ? 'allow-list'
        : 'loopback',
    logLevel: env.LOG_LEVEL,
    secretsSet: SECRETS.filter((name) => Boolean(env[name])),
  };
}

/** The start line and the warnings, each one JSON line. */
export function announceStart(logger: Logger, env: Env, dataDir: string, version: Version): void {
  logger.info(
    {
      version: version.version,
      commit: version.commit,
      config: configurationSummary(env, dataDir),
    },
    `Starting version ${version.version}${version.commit ? ` (${version.commit.slice(0, 12)})` : ''}`,
  );
  for (const warning of configurationWarnings(env)) logger.warn({ warning: true }, warning);
}
