/**
 * What the outbox records when a try does not go through: a code the screens turn into words,
 * the HTTP status, and the server's own reason, verbatim. The sync engine fills it in
 * (`sync/failure.ts`); the store keeps it on the item.
 */
export type FailureCode =
  /** The server refused the content (400, 422): the seller must change something. */
  | 'invalid'
  /** The listing or file is gone from the server (404 on a change). */
  | 'not-found'
  /** Not this seller's to change (403). */
  | 'forbidden'
  /** The photo is too big for the server (413). */
  | 'too-large'
  /** The photo is not a JPEG, PNG or WebP the server can read (415). */
  | 'unsupported-file'
  /** The server answered something that is not what the call returns. */
  | 'bad-answer'
  /** Any other refusal (another 4xx). */
  | 'refused'
  /** Not a refusal: the link is down or timed out; tried again later. */
  | 'offline'
  /** Not a refusal: the server is busy or failing (408, 5xx, a key still in use); tried again. */
  | 'server-busy'
  /** Not a refusal: the seller is over a limit for now (429); tried again after Retry-After. */
  | 'rate-limited'
  /**
   * Not a refusal: the server is out of space for photos (507). The photo stays on this phone and
   * is tried again after a long wait (`retryAt`), or when the seller asks (Retry, Sync now).
   */
  | 'server-full';

export interface Failure {
  code: FailureCode;
  status?: number;
  /** The server's message, as it sent it (in English; the app words what it knows itself). */
  reason?: string;
  /** The stable code the server sent beside it (`listings_per_hour`), and the limit it names. */
  serverCode?: string;
  limit?: number;
  /** Fields the server named in its reason ('title', 'price.amount'), to open the right step. */
  fields?: string[];
  /** For 'rate-limited' and 'server-full': when to try again (ms since epoch). */
  retryAt?: number;
}
