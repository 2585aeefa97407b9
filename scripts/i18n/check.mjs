#!/usr/bin/env node
// The catalogue check (`node scripts/test.mjs i18n`): fails when a catalogue misses a message the
// source uses (or has it empty), keeps one the source no longer uses, or has a message that is not
// valid ICU MessageFormat or names other placeholders than English does; and when a screen of the
// app (the admin's aside) writes words itself instead of taking them from the catalogues.
// `--sources <dir>` checks another source folder (the check's own test does).
// `--catalogues <dir>` checks the catalogues in another folder (the check's own test does).
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { CATALOGUES, LOCALES, SOURCE_LOCALE, extractIds, readCatalogue } from './catalogues.mjs';

const at = process.argv.indexOf('--catalogues');
const dir = at > 0 ? process.argv[at + 1] : CATALOGUES;
const sourcesAt = process.argv.indexOf('--sources');

/**
 * The placeholders a message names (`{count}`, `{count, plural, ...}`), sorted. A compiled message
 * is text or a list of text and placeholders, each `[name, format?, cases?]`, whose plural or
 * select cases are compiled messages again.
 */
function placeholders(message) {
  const names = new Set();
  const walk = (compiled) => {
    if (!Array.isArray(compiled)) return;
    for (const token of compiled) {
      if (!Array.isArray(token)) continue;
      names.add(token[0]);
      if (token[2] && typeof token[2] === 'object') Object.values(token[2]).forEach(walk);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort().join(',');
}

const hidden = [];
const literals = [];
const used = await extractIds(
  sourcesAt > 0 ? process.argv[sourcesAt + 1] : undefined,
  hidden,
  literals,
);
const problems = [
  ...hidden.map(
    (place) => `${place}: a message id chosen inside i18n._(...); write i18n._('id') for each`,
  ),
  ...literals.map((place) => `${place}: words outside the catalogues; give them a message id`),
];
const english = readCatalogue(SOURCE_LOCALE, dir);
for (const locale of LOCALES) {
  const catalogue = readCatalogue(locale, dir);
  for (const [id, files] of used) {
    const text = catalogue[id]?.translation;
    if (!text) {
      problems.push(`${locale}.po misses "${id}" (used in ${[...files].join(', ')})`);
      continue;
    }
    try {
      const own = placeholders(text);
      const source = english[id]?.translation ? placeholders(english[id].translation) : own;
      if (own !== source)
        problems.push(`${locale}.po "${id}" names {${own}} where English names {${source}}`);
    } catch (error) {
      problems.push(`${locale}.po "${id}" is not valid MessageFormat: ${error.message}`);
    }
  }
  for (const id of Object.keys(catalogue))
    if (!used.has(id)) problems.push(`${locale}.po keeps "${id}", which the app no longer uses`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} catalogue problem(s); npm run i18n:extract, then write them.`,
  );
  process.exit(1);
}
console.log(`${used.size} messages, complete in ${LOCALES.join(', ')}`);
