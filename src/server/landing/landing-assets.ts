/**
 * What the landing takes from the app's build (dist/): the Poppins files (hashed names) and its
 * script, `assets/landing-<hash>.js` (scripts/vite/landing-script.ts). Without a build the pages
 * still work: system fonts, and the plain form without its script.
 *
 * The page declares no Poppins face: it names the files (`data-fonts` on <html>), and the script
 * loads them once the browser reports the first contentful paint. A face the page declares (or
 * preloads) is requested during the first layout, and Chromium often holds the first paint of
 * the text for it: Lighthouse mobile then simulates that paint after the fonts' download (FCP and
 * LCP 1.05–1.13 s in most runs, with the four weights preloaded, the headline's alone, or none).
 * Loaded after the first paint: FCP 0.64–0.65 s, LCP 0.94–0.99 s (six runs). The text paints at
 * once in the metric-matched fallback and takes Poppins when it arrives, without moving. A browser
 * without JavaScript reads the faces from <noscript>.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { POPPINS_LATIN_RANGE } from '@/domain/landing-fonts';

export interface LandingAssets {
  /** `@font-face` rules the page declares itself (the fallback's metrics). */
  fontFaces: string;
  /** The Poppins files by weight, `400 /assets/…woff2,700 /assets/…`, for the script. */
  fonts: string;
  /** The same files as `@font-face` rules, for a browser without JavaScript (in <noscript>). */
  noScriptFaces: string;
  /** The landing's script, by address. */
  script: string | null;
}

/** Metrics of Poppins on Arial, so the text does not move when the font arrives (font-fallback.css). */
const FALLBACK_FACE = `@font-face{font-family:"Poppins Fallback";src:local("Arial"),local("Liberation Sans"),local("Roboto");ascent-override:93.62%;descent-override:31.21%;line-gap-override:8.92%;size-adjust:112.16%}`;

export const NO_ASSETS: LandingAssets = {
  fontFaces: FALLBACK_FACE,
  fonts: '',
  noScriptFaces: '',
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
  const script = files.find((file) => /^landing-[\w-]+\.js$/.test(file));
  return {
    fontFaces: FALLBACK_FACE,
    fonts: [...fonts].map(([weight, href]) => `${weight} ${href}`).join(','),
    noScriptFaces: [...fonts]
      .map(
        ([weight, href]) =>
          `@font-face{font-family:Poppins;font-style:normal;font-display:swap;font-weight:${weight};src:url(${href}) format("woff2");unicode-range:${POPPINS_LATIN_RANGE}}`,
      )
      .join(''),
    script: script ? `/assets/${script}` : null,
  };
}
