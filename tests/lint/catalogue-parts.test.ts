/**
 * The catalogue's later parts (src/app/ui/i18n/catalogue-parts.ts), loaded only when the editor or
 * a listing's page opens, or when the sign-in screens open, hold no message another screen shows:
 * a screen drawn before its part loads would show a message id instead of words.
 */
import { describe, expect, it } from 'vitest';
import { isLaterMessage, partOf } from '../../src/app/ui/i18n/catalogue-parts';
// @ts-expect-error: a plain ES module of scripts/, without types
import { extractIds, readCatalogue } from '../../scripts/i18n/catalogues.mjs';

/** The files of the editor (with its photos) and of a listing's page. */
const LATER_FILES = [
  /^src\/app\/features\/editor\//,
  /^src\/app\/features\/photos\//,
  /^src\/app\/features\/listings\/(listing-detail-page|use-listing-detail|details-card|detail-rows|activity-chart|listing-activity|check-in-prompt|delete-dialog|share-button|status-actions|gallery|moderation-alert)\.tsx?$/,
  /^src\/app\/ui\/i18n\/(option-words|listing-field-errors)\.ts$/,
  // What the server said of a save, and why a listing is held: on a listing's page and in the
  // editor's dialog only.
  /^src\/app\/ui\/(listing-warnings\.tsx|moderation-reason\.ts)$/,
];

/** The sign-in screens (/login): the app's landing, sign-in by link or code, a suspended account. */
const SIGN_IN_FILES = [
  /^src\/app\/features\/auth\/(landing|login-page|sign-in-panel|code-entry|sign-in-errors)\.tsx?$/,
  /^src\/app\/features\/account\/suspension-screen\.tsx$/,
];

/** Uses of the part's messages outside the files allowed them, as 'id in file'. */
async function usedElsewhere(part: string, files: RegExp[]): Promise<string[]> {
  const ids: Map<string, Set<string>> = await extractIds();
  return [...ids]
    .filter(([id]) => partOf(id) === part)
    .flatMap(([id, used]) =>
      [...used]
        .filter((file) => !files.some((pattern) => pattern.test(file)))
        .map((file) => `${id} in ${file}`),
    );
}

describe('the catalogue’s sign-in part', () => {
  it('holds only messages of the sign-in screens, and they use no message of the editor’s part', async () => {
    expect(await usedElsewhere('signIn', SIGN_IN_FILES)).toEqual([]);
    const ids: Map<string, Set<string>> = await extractIds();
    const laterOnSignIn = [...ids]
      .filter(([id]) => isLaterMessage(id))
      .flatMap(([id, used]) =>
        [...used]
          .filter((file) => SIGN_IN_FILES.some((pattern) => pattern.test(file)))
          .map((file) => `${id} in ${file}`),
      );
    expect(laterOnSignIn).toEqual([]);
  });

  it('is a real part: the sign-in screens’ words are in it, the frame’s are not', () => {
    const ids = Object.keys(readCatalogue('en') as Record<string, unknown>);
    expect(ids.filter((id) => partOf(id) === 'signIn').length).toBeGreaterThan(50);
    expect(partOf('signIn.verifyingLink')).toBe('signIn');
    expect(partOf('suspended.title')).toBe('signIn');
    expect(partOf('common.installApp')).toBe('first');
    expect(partOf('editor.next')).toBe('later');
  });
});

describe('the catalogue’s later part', () => {
  it('holds only messages of the editor and a listing’s page', async () => {
    expect(await usedElsewhere('later', LATER_FILES)).toEqual([]);
  });

  it('is a real part: the editor’s words are in it, the frame’s are not', () => {
    const ids = Object.keys(readCatalogue('en') as Record<string, unknown>);
    expect(ids.filter(isLaterMessage).length).toBeGreaterThan(100);
    expect(isLaterMessage('editor.next')).toBe(true);
    expect(isLaterMessage('listings.title')).toBe(false);
    expect(isLaterMessage('field.required')).toBe(false);
  });
});
