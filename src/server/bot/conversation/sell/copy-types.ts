/** The shape of listing by chat's copy, one table per language (copy-en.ts, copy-sn.ts, copy-nd.ts). */
import type { ScamKind } from '@/domain/moderation/scams';
import type { OfferQuestionField } from '@/server/discovery/offer';

export interface SummaryParts {
  title: string;
  price: string;
  place: string;
  category: string;
  photos: number;
}

export interface SellCopy {
  /** An unknown phone sent an offer: what the marketplace is, and to send Login first. */
  loginFirst: string;
  /** A photo was added to the draft (n of at most 4). */
  photoAdded: (n: number, max: number) => string;
  /** The first photo of a draft that has no words yet: what to send next. */
  photoStart: string;
  /** A photo more than a draft keeps: said once a draft, for every photo after. */
  photoFull: (max: number) => string;
  photoFailed: string;
  photoTooBig: string;
  photoUnreadable: string;
  /** The per-seller upload limit (the server's own sentence follows). */
  photoLimit: (reason: string) => string;
  video: string;
  sticker: string;
  document: string;
  audio: string;
  /** The summary: title, price as buyers see it, town, category, photo count. */
  summary: (parts: SummaryParts) => string;
  notSet: string;
  buttons: { publish: string; change: string; cancel: string; replace: string; keep: string };
  /** The question for each missing field. */
  ask: Record<OfferQuestionField, string>;
  /** The list button and section title for closed questions. */
  listButton: string;
  moreRow: string;
  /** An answer that did not fit the question (a price without an amount...). */
  notUnderstood: string;
  changeWhich: string;
  fieldNames: Record<'title' | 'price' | 'city' | 'type' | 'description' | 'photos', string>;
  replaceAsk: (title: string) => string;
  kept: string;
  cancelled: string;
  noDraft: string;
  published: (url: string) => string;
  publishedHeld: (url: string) => string;
  /** Held by the marketplace for a reason it names (heldWhy): why, then where it will show. */
  publishedHeldFor: (url: string, why: string) => string;
  /** Why the marketplace holds a listing, by the reason's code (scam words: scamWhy). */
  heldWhy: {
    prohibited_content: string;
    reposted: string;
    repeated_ad_copies: (count: number) => string;
    repeated_ad_photo: (count: number) => string;
  };
  /** After the published line: the seller has this ad on offer already; buyers see it once. */
  repeatedAd: string;
  /** Why words of a kind read like a scam, and how an honest seller says the same thing. */
  scamWhy: Record<ScamKind, string>;
  scamRephrase: Record<ScamKind, string>;
  /** Held for words that read like a scam: which (quoted), why, how to rephrase. */
  publishedScamHeld: (url: string, words: string, why: string, rephrase: string) => string;
  /** Published, and a case opened for words an admin will look at. */
  publishedScamWarning: (url: string, words: string, why: string, rephrase: string) => string;
  refused: (reason: string) => string;
  /** The sign-in link that opens the draft in the app (a secret: never stored). */
  appLink: (url: string, minutes: number) => string;
  /** The listing form offered (a WhatsApp Flow): what it asks, and that the chat works too. */
  flowOffer: string;
  /** Under the welcome, where the form is configured: a Sell button (at most 20 characters). */
  flowWelcome: string;
  flowWelcomeButton: string;
  /** The button that opens the form: at most 20 characters, no emoji. */
  flowCta: string;
  /** A completed form with a token never sent to this seller, or past its time: nothing kept. */
  flowRefused: string;
  /** A completed form sent before (each form is taken once): nothing kept again. */
  flowUsed: string;
  /** The form's photos that failed their checks, by name; the others are kept. */
  flowPhotosRefused: (names: string) => string;
  /** How a photo without a file name is named: its place in the form. */
  flowPhotoName: (n: number) => string;
  soldDone: (title: string) => string;
  soldWhich: string;
  soldNone: string;
}
