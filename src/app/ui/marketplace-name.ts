import { DEFAULT_MARKETPLACE_NAME } from '@/domain/constants';

/**
 * The marketplace's name, set at build time (VITE_MARKETPLACE_NAME; keep it equal to the server's
 * MARKETPLACE_NAME): the consent words the editor shows name the business, and the server records
 * them with its own name.
 */
export const MARKETPLACE_NAME: string =
  (import.meta.env?.VITE_MARKETPLACE_NAME as string | undefined)?.trim() ||
  DEFAULT_MARKETPLACE_NAME;
