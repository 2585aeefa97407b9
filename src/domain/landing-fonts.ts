/**
 * The landing's Poppins files cover Latin only (as @fontsource ships them): the server names the
 * files, the landing's script loads them after the first paint (src/app/landing.ts).
 */
export const POPPINS_LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
