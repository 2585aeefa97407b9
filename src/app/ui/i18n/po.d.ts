/** A catalogue, compiled by Lingui's Vite plugin when imported. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}

/** The part of a catalogue the first screens need (catalogue-parts.ts). */
declare module '*.po?first' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}

/** The part of a catalogue only the editor and a listing's page show (catalogue-parts.ts). */
declare module '*.po?later' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}

/** The part of a catalogue only the sign-in screens show (catalogue-parts.ts). */
declare module '*.po?signIn' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
