import type { Plugin } from 'vite';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LATER_PARTS, partOf } from '../../src/app/ui/i18n/catalogue-parts';

const po = formatter({ explicitIdAsDefault: true });

/**
 * The app's message catalogues (`src/app/ui/i18n/locales/*.po`), compiled when imported: each
 * message parsed once here from ICU MessageFormat into Lingui's compiled form, so the browser gets
 * data and no message parser. A catalogue is its own chunk (the app imports it on demand). A
 * message that is not valid MessageFormat fails the build. `?first`, `?later` and `?signIn`
 * import the parts of a catalogue (src/app/ui/i18n/catalogue-parts.ts); without one, the whole.
 */
export function catalogues(): Plugin {
  return {
    name: 'catalogues',
    transform(code, id) {
      const [file, query] = id.split('?');
      if (!file!.endsWith('.po')) return null;
      const part =
        query === 'first' || (LATER_PARTS as readonly string[]).includes(query ?? '')
          ? query
          : null;
      const parsed = po.parse(code, {
        locale: undefined,
        sourceLocale: 'en',
        filename: id,
      }) as Record<string, { translation?: string }>;
      const messages = Object.fromEntries(
        Object.entries(parsed)
          .filter(([, entry]) => entry.translation)
          .filter(([key]) => part === null || partOf(key) === part)
          .map(([key, entry]) => [key, compileMessageOrThrow(entry.translation!)]),
      );
      return {
        code: `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});`,
        map: null,
      };
    },
  };
}
