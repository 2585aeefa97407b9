/**
 * What the landing takes from the app's build (dist/): the Poppins files (hashed names) for its
 * @font-face rules, and its script, `assets/landing-<hash>.js` (scripts/vite/landing-script.ts).
 * Without a build the pages still work: system fonts, and the plain form without its script.
 *
 * No font is preloaded: a preloaded font holds Chromium's first paint of the text until it arrives
 * (Lighthouse mobile: LCP 1.1 s with the four weights preloaded, 1.07–1.13 s with the headline's
 * alone, 0.69–0.73 s with none). The text paints at once in the metric-matched fallback and swaps
 * to Poppins without moving (`font-display: swap`).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface LandingAssets {
  /** `@font-face` rules for the weights the pages use. */
  fontFaces: string;
  /** The landing's script, by address. */
  script: string | null;
}

const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** Metrics of Poppins on Arial, so the text does not move when the font arrives (font-fallback.css). */
const FALLBACK_FACE = `@font-face{font-family:"Poppins Fallback";src:local("Arial"),local("Liberation Sans"),local("Roboto");ascent-override:93.62%;descent-override:31.21%;line-gap-override:8.92%;size-adjust:112.16%}`;

export const NO_ASSETS: LandingAssets = {
  fontFaces: FALLBACK_FACE,
  script: null,
};

export function readLandingAssets(distDir: string | undefined): LandingAssets {
  if (!distDir) return NO_ASSETS;
  let files: string[];
  try {
    files = readdirSync(join(distDir, 'assets'));
  } catch {
    return NO_ASSETS;
  }
  const fonts = new Map<string, string>();
  for (const file of files) {
    const weight = /^poppins-latin-(400|500|600|700)-normal-[\w-]+\.woff2$/.exec(file)?.[1];
    if (weight) fonts.set(weight, `/assets/${file}`);
  }
  const faces = [...fonts].map(
    ([weight, href]) =>
      `@font-face{font-family:Poppins;font-style:normal;font-display:swap;font-weight:${weight};src:url(${href}) format("woff2");unicode-range:${LATIN}}`,
  );
  const script = files.find((file) => /^landing-[\w-]+\.js$/.test(file));
  return {
    fontFaces: [...faces, FALLBACK_FACE].join(''),
    script: script ? `/assets/${script}` : null,
  };
}
