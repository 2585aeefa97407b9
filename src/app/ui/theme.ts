/**
 * The app's Mantine theme (spec): Poppins served by the app itself, buttons with a
 * 32 px corner radius and no upper-casing, and the spec's breakpoints (in em, as Mantine's media
 * queries expect: 16 px = 1 em).
 */
import {
  createTheme,
  localStorageColorSchemeManager,
  type MantineColorsTuple,
} from '@mantine/core';
import { BREAKPOINTS, BUTTON_RADIUS_PX, FONT_FAMILY, THEME_STORAGE_KEY } from '@/domain/constants';

const FONT_STACK = `${FONT_FAMILY}, "${FONT_FAMILY} Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;

/** WhatsApp's teal, the colour sellers associate with where their buyers are. */
const brand: MantineColorsTuple = [
  '#e6f8f5',
  '#d4eee9',
  '#abdbd2',
  '#7ec7ba',
  '#59b6a6',
  '#41ac99',
  '#32a692',
  '#21917f',
  '#128c7e',
  '#00705f',
];

/** Keeps light/dark under the `themeMode` key of local storage (spec). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });

export const theme = createTheme({
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK },
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 6 },
  colors: { brand },
  breakpoints: Object.fromEntries(
    Object.entries(BREAKPOINTS).map(([name, px]) => [name, `${px / 16}em`]),
  ),
  defaultRadius: 'md',
  components: {
    Button: {
      defaultProps: { radius: BUTTON_RADIUS_PX },
      styles: { root: { textTransform: 'none' } },
    },
    // Labels read as written ('Negotiable', 'Waiting to sync'), not shouted.
    Badge: { styles: { root: { textTransform: 'none' } } },
  },
});
