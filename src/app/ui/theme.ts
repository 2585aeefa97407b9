/**
 * The app's Mantine theme (spec): Poppins served by the app itself, buttons with a
 * 32 px corner radius and no upper-casing, and the spec's breakpoints (in em, as Mantine's media
 * queries expect: 16 px = 1 em).
 */
import {
  DEFAULT_THEME,
  colorsTuple,
  createTheme,
  type CSSVariablesResolver,
  localStorageColorSchemeManager,
  type MantineColorsTuple,
} from '@mantine/core';
import './touch-targets.css';
import { BREAKPOINTS, BUTTON_RADIUS_PX, FONT_FAMILY, THEME_STORAGE_KEY } from '@/domain/constants';

const FONT_STACK = `${FONT_FAMILY}, "${FONT_FAMILY} Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;

/**
 * WhatsApp's teals, the colours sellers associate with where their buyers are. Shade 8, the
 * primary in the light theme, is a darker teal than WhatsApp's #128c7e so that white on it and it
 * as text on white and on the light greys read at 4.5:1 or more (WCAG 2.2 AA); shade 9 is
 * WhatsApp's own dark teal. The dark theme fills with the same shade 8 (white on it at 6:1) and
 * writes brand text in the light shades 3 and 4, which read at 5:1 or more on the dark greys.
 */
const brand: MantineColorsTuple = [
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
];

/**
 * Mantine's palettes with shades 8 and 9 darkened: the app fills with and writes in shade 8 (its
 * primary shade), and Mantine's own (#e03131 red, #2f9e44 green, #f08c00 yellow) read at 2.5 to
 * 4.5:1 as text on white and on their own light tints. These read at 4.5:1 or more on both.
 */
const darkened = (name: string, eight: string, nine: string) =>
  colorsTuple([...(DEFAULT_THEME.colors[name] ?? []).slice(0, 8), eight, nine]);

const readable = {
  red: darkened('red', '#c92a2a', '#a61e1e'),
  green: darkened('green', '#237032', '#1b5c28'),
  yellow: darkened('yellow', '#8f5300', '#6e4000'),
  orange: darkened('orange', '#a8410a', '#873408'),
  blue: darkened('blue', '#1864ab', '#114f88'),
  teal: darkened('teal', '#08694c', '#06573f'),
  cyan: darkened('cyan', '#0b7285', '#095c6b'),
};

/** WhatsApp's bright green, for surfaces that carry dark text (never as text on white). */
export const WHATSAPP_GREEN = '#25d366';

/** Keeps light/dark under the `themeMode` key of local storage (spec). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });

export const theme = createTheme({
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK },
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 8 },
  colors: { ...readable, brand },
  breakpoints: Object.fromEntries(
    Object.entries(BREAKPOINTS).map(([name, px]) => [name, `${px / 16}em`]),
  ),
  defaultRadius: 'md',
  components: {
    // The close buttons show only an icon: they are named for a screen reader.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close navigation' } } },
    Alert: { defaultProps: { closeButtonLabel: 'Dismiss' } },
    // A menu holds only its items: Mantine's focus placeholder (a bare focusable div) inside
    // role="menu" is a child a screen reader cannot name (ARIA's required children).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A link is told apart from the text around it by more than its colour (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    Button: {
      defaultProps: { radius: BUTTON_RADIUS_PX },
      styles: { root: { textTransform: 'none' } },
    },
    // Labels read as written ('Negotiable', 'Waiting to sync'), not shouted.
    Badge: { styles: { root: { textTransform: 'none' } } },
  },
});

/**
 * Secondary ('dimmed') text, placeholders and error messages at 4.5:1 or more on the page, card and grey backgrounds of both
 * themes; Mantine's own greys (#868e96 on white, #828282 on #2e2e2e) read at 3.3:1 and 3.5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#6c757d',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {
    '--mantine-color-dimmed': '#ababab',
    '--mantine-color-placeholder': '#9a9a9a',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
