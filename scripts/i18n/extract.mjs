#!/usr/bin/env node
// npm run i18n:extract: brings every catalogue up to date with the source. A new message id gets
// an empty entry in each (to be written in English, Shona and Ndebele), a message the source no
// longer uses leaves them; what is translated stays.
import { LOCALES, extractIds, readCatalogue, writeCatalogue } from './catalogues.mjs';

const ids = [...(await extractIds()).keys()].sort();
for (const locale of LOCALES) {
  const old = readCatalogue(locale);
  const catalogue = {};
  for (const id of ids) catalogue[id] = { translation: old[id]?.translation ?? '' };
  writeCatalogue(locale, catalogue);
  const empty = ids.filter((id) => !catalogue[id].translation).length;
  console.log(`${locale}: ${ids.length} messages, ${empty} to write`);
}
