// The app's message catalogues (src/app/ui/i18n/locales/{en,sn,nd}.po): the messages the source
// uses, found by Lingui's own extractor (its Babel plugin: `i18n._('id')`, `/*i18n*/ 'id'`,
// `<Trans id>`), and the catalogues read and written in Lingui's PO format. English is the source
// language but has no text in the code: its words live in en.po like the others'.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { transformAsync } from '@babel/core';
import extractMessages from '@lingui/babel-plugin-extract-messages';
import { makeConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export const LOCALES = ['en', 'sn', 'nd'];
export const SOURCE_LOCALE = 'en';
export const SOURCES = 'src/app';
export const CATALOGUES = 'src/app/ui/i18n/locales';

const po = formatter({ origins: false, lineNumbers: false, explicitIdAsDefault: true });
const linguiConfig = makeConfig(
  { locales: LOCALES, sourceLocale: SOURCE_LOCALE, rootDir: process.cwd() },
  { skipValidation: true },
);

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') && name !== 'routeTree.gen.ts'
      ? [path]
      : [];
  });
}

/**
 * Finds `i18n._(a ? 'x' : 'y')` and the like: ids the extractor cannot see (it reads a literal
 * first argument, or a `/*i18n*\/` literal elsewhere), so no catalogue would be checked for them.
 * Write `a ? i18n._('x') : i18n._('y')` instead.
 */
const hiddenIds = (hidden) => () => ({
  visitor: {
    CallExpression(path, state) {
      const {
        callee,
        arguments: [first],
      } = path.node;
      const isI18n =
        callee.type === 'MemberExpression' &&
        callee.object.type === 'Identifier' &&
        callee.object.name === 'i18n' &&
        callee.property.type === 'Identifier' &&
        callee.property.name === '_';
      if (!isI18n || !first) return;
      const literal = (node) => node.type === 'StringLiteral' || node.type === 'TemplateLiteral';
      const branches =
        first.type === 'ConditionalExpression'
          ? [first.consequent, first.alternate]
          : first.type === 'LogicalExpression'
            ? [first.left, first.right]
            : [first];
      if (first.type === 'TemplateLiteral' || (first !== branches[0] && branches.some(literal)))
        hidden.push(`${relative(process.cwd(), state.filename)}:${first.loc?.start.line}`);
    },
  },
});

/** The admin's screens (under the sources), which stay in English: the admin is not the seller. */
const ENGLISH_ONLY = [/^features\/admin\//, /^routes\/admin\.tsx$/];

/** Attributes whose text a person reads or hears. */
const WORDED_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'title',
  'placeholder',
  'label',
  'description',
  'alt',
]);

/**
 * Finds words written into a screen rather than taken from a catalogue: text between JSX tags and
 * a literal of an attribute a person reads (a label, a title, a placeholder), outside the admin's
 * screens. An address (`https://…`) or a number is not words.
 */
const literalWords = (found) => () => ({
  visitor: {
    JSXText(path, state) {
      const text = path.node.value.trim();
      if (/\p{L}/u.test(text)) found.push(`${place(state, path)}: "${text}"`);
    },
    JSXAttribute(path, state) {
      const { name, value } = path.node;
      if (name.type !== 'JSXIdentifier' || !WORDED_ATTRIBUTES.has(name.name)) return;
      const text =
        value?.type === 'StringLiteral'
          ? value.value
          : value?.type === 'JSXExpressionContainer' && value.expression.type === 'StringLiteral'
            ? value.expression.value
            : null;
      if (text && /\p{L}/u.test(text) && !/^[a-z]+:\/\//.test(text))
        found.push(`${place(state, path)}: ${name.name}="${text}"`);
    },
  },
});

const place = (state, path) =>
  `${relative(process.cwd(), state.filename)}:${path.node.loc?.start.line}`;

/**
 * Every message id the source uses, with the files that use it; `hidden` gets hidden ids and
 * `literals` the words written into a screen outside the catalogues.
 */
export async function extractIds(root = SOURCES, hidden = [], literals = []) {
  const ids = new Map();
  for (const file of sourceFiles(root)) {
    await transformAsync(readFileSync(file, 'utf8'), {
      filename: file,
      babelrc: false,
      configFile: false,
      code: false,
      parserOpts: { plugins: ['typescript', 'jsx'] },
      plugins: [
        hiddenIds(hidden),
        ...(ENGLISH_ONLY.some((pattern) => pattern.test(relative(root, file)))
          ? []
          : [literalWords(literals)]),
        [
          extractMessages,
          {
            linguiConfig,
            onMessageExtracted: ({ id }) => {
              const files = ids.get(id) ?? new Set();
              files.add(relative(process.cwd(), file));
              ids.set(id, files);
            },
          },
        ],
      ],
    });
  }
  return ids;
}

const fileOf = (dir, locale) => join(dir, `${locale}.po`);

/** A catalogue as `{ id: { translation } }`; empty when the file does not exist yet. */
export function readCatalogue(locale, dir = CATALOGUES) {
  let content;
  try {
    content = readFileSync(fileOf(dir, locale), 'utf8');
  } catch {
    return {};
  }
  return po.parse(content, { locale, sourceLocale: SOURCE_LOCALE, filename: fileOf(dir, locale) });
}

export function writeCatalogue(locale, catalogue, dir = CATALOGUES) {
  const filename = fileOf(dir, locale);
  let existing;
  try {
    existing = readFileSync(filename, 'utf8');
  } catch {
    existing = undefined;
  }
  const text = po.serialize(catalogue, { locale, sourceLocale: SOURCE_LOCALE, filename, existing });
  writeFileSync(filename, text);
}
