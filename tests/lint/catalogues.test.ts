/**
 * The catalogue check (scripts/i18n/check.mjs, a step of `npm test`) passes on the app's own
 * catalogues and fails, naming the message, when a catalogue misses one, leaves one empty, keeps
 * one the app no longer uses, or names other placeholders than English; and, naming the place,
 * when a screen writes its words itself (the admin's screens, in English only, aside).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const CATALOGUES = join(root, 'src/app/ui/i18n/locales');

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

/** A copy of the catalogues, `edit` applied to the named one's text. */
function copyWith(locale: string, edit: (po: string) => string): string {
  dir = mkdtempSync(join(tmpdir(), 'catalogues-'));
  cpSync(CATALOGUES, dir, { recursive: true });
  const file = join(dir, `${locale}.po`);
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  return dir;
}

function check(catalogues: string, sources?: string) {
  const result = spawnSync(
    process.execPath,
    [
      'scripts/i18n/check.mjs',
      '--catalogues',
      catalogues,
      ...(sources ? ['--sources', sources] : []),
    ],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return { status: result.status, output: result.stdout + result.stderr };
}

/** The entry of `id` in a PO file's text, from its msgid to the blank line after it. */
const entry = (id: string) =>
  new RegExp(`msgid "${id.replaceAll('.', '\\.')}"\\nmsgstr "[^\\n]*"\\n`);

describe('the catalogue check', () => {
  it('passes on the catalogues as they are', () => {
    const { status, output } = check(CATALOGUES);
    expect(output).toMatch(/complete in en, sn, nd/);
    expect(status).toBe(0);
  });

  it('fails when a catalogue misses a message', () => {
    const { status, output } = check(copyWith('sn', (po) => po.replace(entry('nav.help'), '')));
    expect(status).toBe(1);
    expect(output).toMatch(/sn\.po misses "nav\.help" \(used in src\/app\/shell\/nav-items\.ts\)/);
  });

  it('fails when a message is left empty', () => {
    const { status, output } = check(
      copyWith('nd', (po) => po.replace(entry('nav.help'), 'msgid "nav.help"\nmsgstr ""\n')),
    );
    expect(status).toBe(1);
    expect(output).toMatch(/nd\.po misses "nav\.help"/);
  });

  it('fails on a message the app no longer uses', () => {
    const { status, output } = check(
      copyWith('en', (po) => `${po}\nmsgid "gone.away"\nmsgstr "Gone"\n`),
    );
    expect(status).toBe(1);
    expect(output).toMatch(/en\.po keeps "gone\.away"/);
  });

  it('fails on a translation that drops a placeholder', () => {
    const { status, output } = check(
      copyWith('sn', (po) =>
        po.replace(
          entry('settings.lastPullFailed'),
          'msgid "settings.lastPullFailed"\nmsgstr "Hazvina kubudirira"\n',
        ),
      ),
    );
    expect(status).toBe(1);
    expect(output).toMatch(
      /sn\.po "settings\.lastPullFailed" names \{\} where English names \{reason\}/,
    );
  });

  it('fails on words a screen writes itself, outside the admin’s screens', () => {
    const sources = mkdtempSync(join(tmpdir(), 'screens-'));
    try {
      mkdirSync(join(sources, 'features/admin'), { recursive: true });
      writeFileSync(
        join(sources, 'screen.tsx'),
        [
          `import { i18n } from '@lingui/core';`,
          `export const A = () => <p title="Help">{i18n._('nav.help')}</p>;`,
          `export const B = () => <button aria-label={'Close'}>Sign in</button>;`,
          `export const C = () => <input placeholder="https://example.co.zw" />;`,
        ].join('\n'),
      );
      writeFileSync(
        join(sources, 'features/admin/table.tsx'),
        `export const Admin = () => <p title="Users">Suspend</p>;`,
      );
      const { status, output } = check(CATALOGUES, sources);
      expect(status).toBe(1);
      const words = output.split('\n').filter((line) => line.includes('outside the catalogues'));
      expect(words.map((line) => line.replace(/^.*screen\.tsx:/, ''))).toEqual([
        '2: title="Help": words outside the catalogues; give them a message id',
        '3: aria-label="Close": words outside the catalogues; give them a message id',
        '3: "Sign in": words outside the catalogues; give them a message id',
      ]);
    } finally {
      rmSync(sources, { recursive: true, force: true });
    }
  });
});
