/**
 * The lint rules that keep the tree's shape bite: an upward import between the app's floors, a
 * server folder reaching into the bot, an import cycle, a `../` import and a file over 300 lines
 * are each reported by their rule, and the imports the floors allow are not. Sources are linted
 * with the repository's own eslint.config.js, as virtual files placed in the small mirror of src/
 * under tests/fixtures/layering (the rules name it beside src/) or in src/ itself.
 */
import { ESLint, type Linter } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const MIRROR = 'tests/fixtures/layering/src';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js`, ignore: false });
});

/** The problems the lint finds in `code` as the file at `filePath` (relative to the root). */
async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages ?? [];
}

/** A file of `folder` in the mirror that imports the mirror's file at `target` and uses it. */
const importing = (target: string) =>
  `import { ${target.endsWith('floor') ? 'floor' : 'folder'} as imported } from '${target}';\n\nexport const used = imported;\n`;

const rules = (messages: Linter.LintMessage[]) => messages.map((m) => m.ruleId);

describe('the app floors', () => {
  it.each([
    ['local', '../sync/floor', 'app/local is below sync'],
    ['ui', '../features/floor', 'app/ui is below api, local, sync, features'],
    ['ui', '../local/floor', 'app/ui is below api, local'],
    ['features', '../shell/floor', 'app/features is below shell, routes'],
    ['shell', '../routes/floor', 'app/shell is below routes'],
    ['api', '../local/floor', 'app/api is below local'],
    ['sync', '../features/floor', 'app/sync is below features'],
  ])('%s importing %s is an upward import', async (floor, target, why) => {
    const messages = await lint(`${MIRROR}/app/${floor}/x.ts`, importing(target));
    expect(rules(messages)).toEqual(['import-x/no-restricted-paths']);
    expect(messages[0]?.message).toContain(why);
    expect(messages[0]?.message).toContain(target);
  });

  it.each([
    ['sync', '../local/floor'],
    ['sync', '../api/floor'],
    ['local', '../api/floor'],
    ['features', '../ui/floor'],
    ['features', '../sync/floor'],
    ['shell', '../features/floor'],
    ['routes', '../shell/floor'],
  ])('%s importing %s goes down and is allowed', async (floor, target) => {
    expect(await lint(`${MIRROR}/app/${floor}/x.ts`, importing(target))).toEqual([]);
  });
});

describe('the server folders', () => {
  it('discovery never imports the bot', async () => {
    const messages = await lint(
      `${MIRROR}/server/discovery/x.ts`,
      importing('../bot/conversation/folder'),
    );
    // Two zones forbid it: discovery's own, and the one keeping the bot behind the composition root.
    expect(rules(messages)).toEqual([
      'import-x/no-restricted-paths',
      'import-x/no-restricted-paths',
    ]);
    expect(messages.map((m) => m.message).join('\n')).toContain('discovery is shared');
  });

  it('the WhatsApp transport never imports the conversation', async () => {
    const messages = await lint(
      `${MIRROR}/server/bot/whatsapp/x.ts`,
      importing('../conversation/folder'),
    );
    expect(rules(messages)).toEqual(['import-x/no-restricted-paths']);
    expect(messages[0]?.message).toContain('never imports the conversation');
  });

  it('only the composition root and the seed import the bot', async () => {
    const outside = await lint(`${MIRROR}/server/http/x.ts`, importing('../bot/folder'));
    expect(rules(outside)).toEqual(['import-x/no-restricted-paths']);
    expect(outside[0]?.message).toContain('only the composition root');
    const seedHelper = await lint(`${MIRROR}/server/seed/photos.ts`, importing('../bot/folder'));
    expect(rules(seedHelper)).toEqual(['import-x/no-restricted-paths']);

    for (const file of ['index.ts', 'app.ts'])
      expect(await lint(`${MIRROR}/server/${file}`, importing('./bot/folder'))).toEqual([]);
    expect(await lint(`${MIRROR}/server/seed/seed.ts`, importing('../bot/folder'))).toEqual([]);
    expect(await lint(`${MIRROR}/server/bot/x.ts`, importing('./whatsapp/folder'))).toEqual([]);
    expect(await lint(`${MIRROR}/server/bot/x.ts`, importing('../discovery/folder'))).toEqual([]);
  });

  it('the domain imports nothing of the server, through the @/ alias too', async () => {
    const messages = await lint(
      'src/domain/x.ts',
      "import { parseEnv } from '@/server/env';\n\nexport const parse = parseEnv;\n",
    );
    expect(rules(messages).sort()).toEqual([
      'import-x/no-restricted-paths',
      'no-restricted-imports',
    ]);
  });
});

describe('cycles, import names and file length', () => {
  it('an import cycle is reported', async () => {
    const code =
      "import { b } from './cycle-b';\n\nexport const a = (n: number): number => (n <= 0 ? 0 : b(n - 1));\n";
    const messages = await lint(`${MIRROR}/app/features/cycle-a.ts`, code);
    expect(rules(messages)).toEqual(['import-x/no-cycle']);
  });

  it('an import across folders is named with @/, never ../', async () => {
    const parent = await lint(
      'src/server/jobs/x.ts',
      "import { parseEnv } from '../env';\n\nexport const parse = parseEnv;\n",
    );
    expect(rules(parent)).toEqual(['no-restricted-imports']);
    expect(parent[0]?.message).toContain('@/');
    const alias = "import { parseEnv } from '@/server/env';\n\nexport const parse = parseEnv;\n";
    expect(await lint('src/server/jobs/x.ts', alias)).toEqual([]);
  });

  it('a code file over 300 lines is reported, a data table is not', async () => {
    const long = (lines: number) =>
      Array.from({ length: lines }, (_, i) => `export const n${i} = ${i};`).join('\n') + '\n';
    expect(await lint('src/server/jobs/x.ts', long(300))).toEqual([]);
    expect(rules(await lint('src/server/jobs/x.ts', long(301)))).toEqual(['max-lines']);
    expect(rules(await lint('tests/server/x.test.ts', long(301)))).toEqual(['max-lines']);
    expect(await lint('src/server/seed/listings.ts', long(301))).toEqual([]);
  });
});
