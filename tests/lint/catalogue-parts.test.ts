/**
 * The catalogue's later part (src/app/ui/i18n/catalogue-parts.ts), loaded only when the editor or
 * a listing's page opens, holds no message another screen shows: a screen drawn before it loads
 * would show a message id instead of words.
 */
import { describe, expect, it } from 'vitest';
import { isLaterMessage } from '../../src/app/ui/i18n/catalogue-parts';
// @ts-expect-error: a plain ES module of scripts/, without types
import { extractIds, readCatalogue } from '../../scripts/i18n/catalogues.mjs';

/** The files of the editor (with its photos) and of a listing's page. */
const LATER_FILES = [
  /^src\/app\/features\/editor\//,
  /^src\/app\/features\/photos\//,
  /^src\/app\/features\/listings\/(listing-detail-page|details-card|detail-rows|activity-chart|listing-activity|check-in-prompt|delete-dialog|share-button|status-actions|gallery|moderation-alert)\.tsx?$/,
  /^src\/app\/ui\/i18n\/(option-words|listing-field-errors)\.ts$/,
  // What the server said of a save: on a listing's page and in the editor's dialog only.
  /^src\/app\/ui\/listing-warnings\.tsx$/,
];

describe('the catalogue’s later part', () => {
  it('holds only messages of the editor and a listing’s page', async () => {
    const ids: Map<string, Set<string>> = await extractIds();
    const elsewhere = [...ids]
      .filter(([id]) => isLaterMessage(id))
      .flatMap(([id, files]) =>
        [...files]
          .filter((file) => !LATER_FILES.some((pattern) => pattern.test(file)))
          .map((file) => `${id} in ${file}`),
      );
    expect(elsewhere).toEqual([]);
  });

  it('is a real part: the editor’s words are in it, the frame’s are not', () => {
    const ids = Object.keys(readCatalogue('en') as Record<string, unknown>);
    expect(ids.filter(isLaterMessage).length).toBeGreaterThan(100);
    expect(isLaterMessage('editor.next')).toBe(true);
    expect(isLaterMessage('listings.title')).toBe(false);
    expect(isLaterMessage('field.required')).toBe(false);
  });
});
