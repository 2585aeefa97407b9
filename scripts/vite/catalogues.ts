import type { Plugin } from 'vite';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const po = formatter({ explicitIdAsDefault: true });

/**
 * The app's message catalogues (`src/app/ui/i18n/locales/*.po`), compiled when imported: each
 * message parsed once here from ICU MessageFormat into Lingui's compiled form, so the browser gets
 * data and no message parser. A catalogue is its own chunk (the app imports it on demand). A
 * message that is not valid MessageFormat fails the build.
 */
export function catalogues(): Plugin {
  return {
    name: 'catalogues',
    transform(code, id) {
      if (!id.endsWith('.po')) return null;
      const parsed = po.parse(code, {
        locale: undefined,
        sourceLocale: 'en',
        filename: id,
      }) as Record<string, { translation?: string }>;
      const messages = Object.fromEntries(
        Object.entries(parsed)
          .filter(([, entry]) => entry.translation)
          .map(([key, entry]) => [key, compileMessageOrThrow(entry.translation!)]),
      );
      return {
        code: `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});`,
        map: null,
      };
    },
  };
}
