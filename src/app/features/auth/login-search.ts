/** The sign-in page's address: the route validates it, the page reads it. */
export type LoginStep = 'sign-in' | 'code';

export interface LoginSearch {
  /** The single-use link token the chat bot sends; present means "sign in with it now". */
  token?: string;
  /** The sign-in screen and code entry are addresses of their own, so Back returns a step. */
  step?: LoginStep;
}

const STEPS: readonly unknown[] = ['sign-in', 'code'] satisfies LoginStep[];

export function parseLoginSearch(search: Record<string, unknown>): LoginSearch {
  if (typeof search.token === 'string' && search.token) return { token: search.token };
  return STEPS.includes(search.step) ? { step: search.step as LoginStep } : {};
}
