/** A catalogue, compiled by Lingui's Vite plugin when imported. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
