/**
 * The look is defined once (src/domain/theme-values.ts): the app's Mantine theme draws with it,
 * and the server's landing stylesheet is generated from it.
 */
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '@/app/ui/theme';
import {
  BRAND_SHADES,
  GRAY_SHADES,
  PRIMARY_SHADE,
  READABLE_SHADES,
  TEXT_SHADES,
  withAlpha,
} from '@/domain/theme-values';
import { LANDING_CSS } from '@/server/landing/landing-style';

describe('the look, defined once', () => {
  it('is what the app theme draws with', () => {
    expect(theme.colors?.brand).toEqual(BRAND_SHADES);
    expect(theme.colors?.red?.slice(8)).toEqual(READABLE_SHADES.red);
    expect(theme.primaryShade).toEqual({ light: PRIMARY_SHADE, dark: PRIMARY_SHADE });
    // The greys are Mantine's own, which the landing copies only through GRAY_SHADES.
    expect(DEFAULT_THEME.colors.gray).toEqual(GRAY_SHADES);
    const variables = cssVariablesResolver(DEFAULT_THEME);
    expect(variables.light['--mantine-color-dimmed']).toBe(TEXT_SHADES.light.dimmed);
  });

  it("is what the landing's stylesheet is made of", () => {
    const brand = BRAND_SHADES[PRIMARY_SHADE];
    expect(LANDING_CSS).toContain(`.filled{background:${brand};color:#fff}`);
    expect(LANDING_CSS).toContain(`.filled:hover{background:${BRAND_SHADES[9]}}`);
    expect(LANDING_CSS).toContain(`.badge{`);
    expect(LANDING_CSS).toContain(`background:${withAlpha(brand, 0.1)}`);
    expect(LANDING_CSS).toContain(`footer{padding:20px 16px;background:${GRAY_SHADES[0]}`);
    expect(LANDING_CSS).toContain(`.dim{color:${TEXT_SHADES.light.dimmed}}`);
    expect(withAlpha('#00705f', 0.1)).toBe('rgba(0,112,95,.1)');
  });
});
