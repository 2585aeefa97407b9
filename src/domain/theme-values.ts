/**
 * The look's values, one definition for the app's Mantine theme (src/app/ui/theme.ts) and the
 * server's landing, whose stylesheet is generated from them (src/server/landing/landing-style.ts).
 */
import { FONT_FAMILY } from './constants';

export const FONT_STACK = `${FONT_FAMILY}, "${FONT_FAMILY} Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;

/**
 * WhatsApp's teals, the colours sellers associate with where their buyers are. Shade 8, the
 * primary in the light theme, is a darker teal than WhatsApp's #128c7e so that white on it and it
 * as text on white and on the light greys read at 4.5:1 or more (WCAG 2.2 AA); shade 9 is
 * WhatsApp's own dark teal. The dark theme fills with the same shade 8 (white on it at 6:1) and
 * writes brand text in the light shades 3 and 4, which read at 5:1 or more on the dark greys.
 */
export const BRAND_SHADES = [
  '#e6f8f5',
  '#d4eee9',
  '#abdbd2',
  '#7ec7ba',
  '#59b6a6',
  '#41ac99',
  '#32a692',
  '#128c7e',
  '#00705f',
  '#075e54',
] as const;

/** The shade the app fills with and writes brand text in, light and dark. */
export const PRIMARY_SHADE = 8;

/**
 * Mantine's palettes with shades 8 and 9 darkened: the app fills with and writes in shade 8 (its
 * primary shade), and Mantine's own (#e03131 red, #2f9e44 green, #f08c00 yellow) read at 2.5 to
 * 4.5:1 as text on white and on their own light tints. These read at 4.5:1 or more on both.
 */
export const READABLE_SHADES = {
  red: ['#c92a2a', '#a61e1e'],
  green: ['#237032', '#1b5c28'],
  yellow: ['#8f5300', '#6e4000'],
  orange: ['#a8410a', '#873408'],
  blue: ['#1864ab', '#114f88'],
  teal: ['#08694c', '#06573f'],
  cyan: ['#0b7285', '#095c6b'],
} as const;

/**
 * Secondary ('dimmed') text, placeholders and error messages at 4.5:1 or more on the page, card and
 * grey backgrounds of both themes; Mantine's own greys (#868e96 on white, #828282 on #2e2e2e) read
 * at 3.3:1 and 3.5:1.
 */
export const TEXT_SHADES = {
  light: { dimmed: '#5c636a', placeholder: '#6c757d' },
  dark: { dimmed: '#ababab', placeholder: '#9a9a9a' },
} as const;

/** Mantine's light greys as the app draws with them (its default gray palette, unchanged). */
export const GRAY_SHADES = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#868e96',
  '#495057',
  '#343a40',
  '#212529',
] as const;

/** A colour (#rrggbb) at an opacity, as CSS rgba() at its shortest ('rgba(0,112,95,.1)'). */
export function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgba(${r},${g},${b},${String(alpha).replace(/^0\./, '.')})`;
}
