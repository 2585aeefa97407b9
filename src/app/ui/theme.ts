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
import { BREAKPOINTS, BUTTON_RADIUS_PX, THEME_STORAGE_KEY } from '@/domain/constants';
import {
  BRAND_SHADES,
  FONT_STACK,
  PRIMARY_SHADE,
  READABLE_SHADES,
  TEXT_SHADES,
} from '@/domain/theme-values';

const brand: MantineColorsTuple = colorsTuple([...BRAND_SHADES]);

/** Mantine's palettes with shades 8 and 9 made readable (theme-values.ts). */
const readable = Object.fromEntries(
  Object.entries(READABLE_SHADES).map(([name, [eight, nine]]) => [
    name,
    colorsTuple([...(DEFAULT_THEME.colors[name] ?? []).slice(0, 8), eight, nine]),
  ]),
);

/** WhatsApp's bright green, for surfaces that carry dark text (never as text on white). */
export const WHATSAPP_GREEN = '#25d366';

/** Keeps light/dark under the `themeMode` key of local storage (spec). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });

export const theme = createTheme({
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK },
  primaryColor: 'brand',
  primaryShade: { light: PRIMARY_SHADE, dark: PRIMARY_SHADE },
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

/** Secondary ('dimmed') text, placeholders and errors readable in both themes (theme-values.ts). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': TEXT_SHADES.light.dimmed,
    '--mantine-color-placeholder': TEXT_SHADES.light.placeholder,
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {
    '--mantine-color-dimmed': TEXT_SHADES.dark.dimmed,
    '--mantine-color-placeholder': TEXT_SHADES.dark.placeholder,
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
