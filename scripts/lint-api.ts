/**
 * `npm run lint:api`: builds the API document as GET /api/openapi.json serves it (every route
 * registered, the development chat included) and lints it with Redocly's recommended rules.
 * Exits 1 when there is any error or warning.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/server/app';
import { createBot } from '../src/server/bot';
import { openDatabase } from '../src/server/db/client';
import { parseEnv } from '../src/server/env';
import { describeProblems, lintApiDocument } from './lib/lint-api-document';

const dataDir = mkdtempSync(join(tmpdir(), 'api-lint-data-'));
// The document reads no table, so an empty in-memory database is enough.
const database = await openDatabase({ kind: 'pglite' });
try {
  const env = parseEnv({ DEV_CHAT: '1', DATA_DIR: dataDir });
  // The bot's routes are in the document as the server mounts them (made at the composition root).
  const bot = createBot({ env, db: database.db });
  const app = createApp({ db: database.db, env, filesDir: join(dataDir, 'files'), bot });
  const response = await app.request('/api/openapi.json');
  if (response.status !== 200) throw new Error(`/api/openapi.json answered ${response.status}`);
  const document = (await response.json()) as { paths: Record<string, unknown> };
  for (const path of ['/api/webhooks/whatsapp', '/api/dev/chat']) {
    if (!(path in document.paths)) throw new Error(`${path} is missing from the document`);
  }
  const result = await lintApiDocument(document);
  await bot.stop();
  if (result.problems.length > 0) console.error(describeProblems(result));
  console.log(
    `/api/openapi.json: ${result.errors} errors and ${result.warnings} warnings ` +
      '(Redocly, recommended rules).',
  );
  process.exitCode = result.problems.length > 0 ? 1 : 0;
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
