import { safeNextPath } from '@/domain/next-path';

export { safeNextPath };

/** The sign-in page's address: the route validates it, the page reads it. */
export type LoginStep = 'sign-in' | 'code';

export interface LoginSearch {
  /** The single-use link token the chat bot sends; present means "sign in with it now". */
  token?: string;
  /** The sign-in screen and code entry are addresses of their own, so Back returns a step. */
  step?: LoginStep;
  /**
   * Where to go once signed in (a path of this site, e.g. `/listings/new?draft=...` from the
   * chat's link); anything else is dropped, so a link can never send a seller to another site.
   */
  next?: string;
}

const STEPS: readonly unknown[] = ['sign-in', 'code'] satisfies LoginStep[];

export function parseLoginSearch(search: Record<string, unknown>): LoginSearch {
  const next = safeNextPath(search.next);
  const withNext = next ? { next } : {};
  if (typeof search.token === 'string' && search.token) return { token: search.token, ...withNext };
  return STEPS.includes(search.step) ? { step: search.step as LoginStep, ...withNext } : withNext;
}
