/**
 * The one table that turns what went wrong into words for the seller or the admin: a row per
 * cause, in the outbox's failure codes (`sync/failure.ts` classifies an error into one), and a
 * column per place that shows it: the outbox's words (message ids, in the seller's language) and
 * the admin's (English: the admin screens are not translated). The sign-in screens have their own
 * (`features/auth/sign-in-errors.ts`).
 */
import { ApiError } from '@/app/api/client';
import type { Failure, FailureCode } from '@/app/local/failure';
import { causeOf } from '@/app/sync/failure';
import { currentLanguage, i18n } from '@/app/ui/i18n';
import { fieldErrorText } from '@/app/ui/i18n/field-errors';
import { STORAGE_FULL_CODE } from '@/domain/images';
import { SELLER_LIMIT_CODES } from '@/domain/refusal-codes';

const UNKNOWN_ERROR = 'An unknown error occurred';

type Cause = FailureCode | 'unauthorized';
type Row = { outbox: string; admin?: (error: ApiError) => string };

/** The outbox's words by failure code (message ids); the admin's where they differ. */
const WORDS: { [C in Cause]: C extends FailureCode ? Row : Partial<Row> } = {
  invalid: { outbox: /*i18n*/ 'outbox.error.invalid' },
  'not-found': { outbox: /*i18n*/ 'outbox.error.notFound' },
  forbidden: { outbox: /*i18n*/ 'outbox.error.forbidden' },
  'too-large': { outbox: /*i18n*/ 'outbox.error.tooLarge' },
  'unsupported-file': { outbox: /*i18n*/ 'outbox.error.unsupportedFile' },
  'bad-answer': { outbox: /*i18n*/ 'outbox.error.badAnswer' },
  refused: { outbox: /*i18n*/ 'outbox.error.invalid' },
  offline: {
    outbox: /*i18n*/ 'outbox.error.offline',
    admin: (error) =>
      error.kind === 'timeout'
        ? 'The server took too long to answer. Please retry.'
        : 'No connection to the server. Check your network and retry.',
  },
  'server-busy': { outbox: /*i18n*/ 'outbox.error.serverBusy' },
  'rate-limited': { outbox: /*i18n*/ 'outbox.error.rateLimited' },
  'server-full': { outbox: /*i18n*/ 'outbox.error.serverFull' },
  unauthorized: {},
};

/** An error a call threw, in words for the admin screens (English). */
export function errorWords(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : UNKNOWN_ERROR;
  return WORDS[causeOf(error)].admin?.(error) ?? error.message;
}

/** Our words for an outbox failure's code, in the seller's language. */
export function failureCodeText(code: FailureCode): string {
  return i18n._(WORDS[code].outbox);
}

/** The refusals the server names by a stable code (`src/domain/refusal-codes.ts`), by code. */
const SERVER_CODES: Record<string, string> = {
  [SELLER_LIMIT_CODES.listingsPerHour]: /*i18n*/ 'outbox.limit.listingsPerHour',
  [SELLER_LIMIT_CODES.photosPerHour]: /*i18n*/ 'outbox.limit.photosPerHour',
  [SELLER_LIMIT_CODES.listingsCap]: /*i18n*/ 'outbox.limit.listingsCap',
  [STORAGE_FULL_CODE]: /*i18n*/ 'outbox.error.serverFull',
};

/**
 * A refused value's reason ('title: This field is required; city: Choose a valid city', the
 * domain's messages after the field each names) with each message in the seller's language; a
 * message the app does not know stays as the server wrote it.
 */
function fieldsReasonText(reason: string): string {
  return reason
    .split('; ')
    .map((part) => {
      const match = /^([A-Za-z][\w.]*): (.*)$/s.exec(part);
      return match ? `${match[1]}: ${fieldErrorText(match[2])}` : fieldErrorText(part)!;
    })
    .join('; ');
}

/**
 * Why the server did not take a change, in the seller's language: by the code the server sent
 * beside its message; else, in English, the server's own message as the spec shows it; else
 * (Shona, Ndebele) a refused value's field messages the app knows, or our words for the failure's
 * code, which say the cause without the server's English.
 */
export function failureReason(failure: Failure): string {
  const id = failure.serverCode ? SERVER_CODES[failure.serverCode] : undefined;
  if (id && (failure.limit !== undefined || failure.serverCode === STORAGE_FULL_CODE))
    return i18n._(id, { limit: failure.limit ?? 0 });
  if (failure.reason && currentLanguage() === 'en') return failure.reason;
  // A refused value's messages the app knows; when it knows none, the cause says more.
  const fields = failure.reason && failure.code === 'invalid' && fieldsReasonText(failure.reason);
  return fields && fields !== failure.reason ? fields : failureCodeText(failure.code);
}
