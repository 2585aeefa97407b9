#!/usr/bin/env node
// `node scripts/alias-imports.mjs [folder or file ...]`: rewrites every `../` import in src (or in
// the folders and files given) to the `@/` name of the same file, the one way the lint allows to
// name an import across folders (`./` stays for imports inside one folder). Prints what it changed.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const src = resolve('src');
const codeFile = /\.(ts|tsx|js|mjs)$/;
// `from '../x'`, `import '../x'` and `import('../x')`, with either quote.
const parentImport = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.\.\/[^'"]+)\2/g;

const filesUnder = (path) =>
  statSync(path).isDirectory()
    ? readdirSync(path).flatMap((name) => filesUnder(join(path, name)))
    : codeFile.test(path)
      ? [path]
      : [];

let changed = 0;
for (const file of (process.argv.length > 2 ? process.argv.slice(2) : ['src']).flatMap(
  filesUnder,
)) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(parentImport, (_, lead, quote, spec) => {
    const target = relative(src, resolve(dirname(file), spec));
    if (target.startsWith('..')) return `${lead}${quote}${spec}${quote}`;
    changed++;
    return `${lead}${quote}@/${target.split('\\').join('/')}${quote}`;
  });
  if (next !== text) {
    writeFileSync(file, next);
    console.log(file);
  }
}
console.log(`${changed} imports now named with @/`);
