/**
 * The one table that turns what went wrong into words for the seller or the admin: a row per
 * cause, in the outbox's failure codes (`sync/failure.ts` classifies an error into one), and a
 * column per place that shows it. A blank cell falls back to that place's own words.
 */
import { ApiError } from '@/app/api/client';
import type { Failure, FailureCode } from '@/app/local/failure';
import { causeOf } from '@/app/sync/failure';
import {
  CODE_FAILED,
  CODE_USED,
  NO_CONNECTION,
  SERVER_UNREACHABLE,
  tooManyTries,
} from '@/domain/landing-copy';
import { STORAGE_FULL_MESSAGE } from '@/domain/images';

// The sign-in words are shared with the server's landing pages (src/domain/landing-copy.ts).
export { CODE_FAILED, CODE_USED, NO_CONNECTION, SERVER_UNREACHABLE, tooManyTries };
export const LINK_FAILED = 'Invalid or expired login link. Please request a new one.';
export const LINK_EXPIRED = 'This login link has expired. Please request a new one.';
export const LINK_USED = 'This login link has already been used. Please request a new one.';
const UNKNOWN_ERROR = 'An unknown error occurred';

/**
 * Where the words are shown: the outbox (a change that did not go through), sign-in with a code
 * or a link, and the admin screens.
 */
export type ErrorAudience = 'code' | 'link' | 'admin';
type Cause = FailureCode | 'unauthorized';
type Cell = string | ((error: ApiError) => string | undefined);
type Row = { [A in ErrorAudience]?: Cell } & { outbox?: string };

const offlineNow = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const unreachable = () => (offlineNow() ? NO_CONNECTION : SERVER_UNREACHABLE);
const tooMany = (error: ApiError) => tooManyTries(error.retryAfter);

const WORDS: { [C in Cause]: C extends FailureCode ? Row & { outbox: string } : Row } = {
  invalid: { outbox: 'The server refused it' },
  'not-found': { outbox: 'It is no longer on the server' },
  forbidden: { outbox: 'This is not yours to change' },
  'too-large': { outbox: 'The photo is too large for the server (at most 10 MB)' },
  'unsupported-file': { outbox: 'The photo is not a JPG, PNG or WebP image the server can read' },
  'bad-answer': {
    outbox: "The server's answer could not be read",
    code: SERVER_UNREACHABLE,
    link: SERVER_UNREACHABLE,
  },
  refused: {
    outbox: 'The server refused it',
    // The right code sent again (a double tap, or after its link signed in): not a wrong code.
    code: (error) => (error.status === 409 ? CODE_USED : undefined),
  },
  offline: {
    outbox: 'No connection: it will be sent when the connection returns',
    code: unreachable,
    link: unreachable,
    admin: (error) =>
      error.kind === 'timeout'
        ? 'The server took too long to answer. Please retry.'
        : 'No connection to the server. Check your network and retry.',
  },
  'server-busy': {
    outbox: 'The server is busy: it will be tried again shortly',
    code: SERVER_UNREACHABLE,
    link: SERVER_UNREACHABLE,
  },
  'rate-limited': { outbox: 'Too many changes for now', code: tooMany, link: tooMany },
  'server-full': { outbox: STORAGE_FULL_MESSAGE },
  unauthorized: {},
};

function linkReason(body: unknown): string | null {
  return body && typeof body === 'object' && 'reason' in body && typeof body.reason === 'string'
    ? body.reason
    : null;
}

/** Each place's words when its cell is blank. */
const FALLBACK: Record<ErrorAudience, (error: ApiError) => string> = {
  code: () => CODE_FAILED,
  link: (error) => {
    const reason = linkReason(error.body);
    if (reason === 'expired') return LINK_EXPIRED;
    if (reason === 'used') return LINK_USED;
    return LINK_FAILED;
  },
  admin: (error) => error.message,
};

/** An error a call threw, in words for `audience`. */
export function errorWords(error: unknown, audience: ErrorAudience): string {
  if (!(error instanceof ApiError)) {
    if (audience !== 'admin') return audience === 'code' ? CODE_FAILED : LINK_FAILED;
    return error instanceof Error ? error.message : UNKNOWN_ERROR;
  }
  const cell = WORDS[causeOf(error)][audience];
  const words = typeof cell === 'function' ? cell(error) : cell;
  return words ?? FALLBACK[audience](error);
}

/** Our words for an outbox failure's code. */
export function failureCodeText(code: FailureCode): string {
  return WORDS[code].outbox;
}

/** An outbox failure: the server's reason when it gave one, else our words for the code. */
export function failureReason(failure: Failure): string {
  return failure.reason || failureCodeText(failure.code);
}
