/**
 * The shape of a labelled conversation (conversation-labelled-set.ts) as the conversation
 * benchmark (conversation-labelled.bench.ts) plays and judges it.
 */
import type { ReportReason } from '@/domain/schemas/moderation';

export type Lang = 'en' | 'sn' | 'nd';
export type Tag = Lang | 'mixed';
export type Role = 'buyer' | 'seller';
export type Kind =
  | 'answer-to-bot'
  | 'opt-out'
  | 'follow-up'
  | 'greeting-thanks'
  | 'search'
  | 'relevance'
  | 'language'
  | 'place';

/** A listing of the conversation's own seller (made before the conversation starts). */
export interface SellerListing {
  key: string;
  title: string;
  type: string;
  subType?: string;
  city: string;
  price: number;
  neighborhood?: string;
  frequency?: string;
  deal?: 'rent' | 'sale';
  vehicleBrand?: string;
  electronicBrand?: string;
}

/** One message of the person: words typed, or a tap on a button or list row the bot sent. */
export interface Step {
  say?: string;
  /** The title of a button or row in the bot's last messages to the person. */
  tap?: RegExp;
}

export interface Setup {
  /** The person is a signed-up seller with these listings, each due a check-in. */
  listings?: SellerListing[];
  /** A signed-up seller without listings (listing by chat). */
  seller?: boolean;
  /** What the person said before (not judged): it opens WhatsApp's 24-hour window. */
  before?: Step[];
  /**
   * 'asked': the check-in sweep ran and asked about the listings; 'auto-paused': and, seven
   * days on without an answer, the next sweep paused them (the seller wrote meanwhile).
   */
  checkin?: 'asked' | 'auto-paused';
  /** The person searched this and tapped the alert offer: a saved alert. */
  alert?: string;
  /** The person searched this, opened the first result and tapped Report: the reasons list. */
  report?: string;
  /** The seller sent a photo with this caption: a chat draft (at its summary or a question). */
  draft?: string;
  /** The draft's caption says everything: the bot must be at the summary (Publish) after it. */
  atSummary?: boolean;
}

export interface Expect {
  /** At least one of these listings (catalogue keys) among the results. */
  shows?: string[];
  /** Every result is of these kinds ('type' or 'type/subType'). */
  only?: string[];
  /** None of these listings shown. */
  never?: string[];
  /** The first result is one of these. */
  first?: string[];
  /** No result of another kind, and a plain "nothing" that names the thing (this pattern). */
  nothing?: RegExp;
  /** Not answered as a search (no results, no "nothing for …" of the person's words). */
  noSearch?: boolean;
  /**
   * What the bot says it understood (a results header, words it quotes back) holds no filler
   * word of the message ('ok', 'what about', 'ko', 'yini'): the thing was searched, not them.
   */
  noFiller?: boolean;
  /** The reply contains / does not contain. */
  says?: RegExp;
  saysNot?: RegExp;
  /** The seller's listings' status after the turn, by key. */
  status?: Record<string, 'active' | 'sold' | 'paused'>;
  /** The report recorded (by this person, on the listing opened) with this reason. */
  report?: ReportReason;
  /** A listing of this seller whose title matches now exists (published from the chat). */
  published?: RegExp;
  /** No listing published by this seller. */
  notPublished?: boolean;
  /** The chat draft's fields after the turn (a subset, e.g. { city: 'harare' }). */
  draft?: Record<string, unknown>;
  /** The chat draft is gone (cancelled). */
  noDraft?: boolean;
}

export interface Turn extends Step {
  /** The reply's expected language(s); the conversation's own when not given. */
  lang?: Lang | Lang[];
  /** A typed answer to a question or buttons the bot just sent. */
  answer?: boolean;
  /** The person opts out (STOP and its kin). */
  optOut?: boolean;
  expect: Expect;
}

/** What must hold once the conversation is over, judged with its last turn. */
export interface After {
  /**
   * The clock moves on and the check-in sweep runs: first an hour on (a check-in would be
   * asked), then past the auto-pause (a listing asked about and unanswered would be paused).
   */
  sweep?: boolean;
  /** No check-in or auto-pause message reached the seller in the sweep. */
  noCheckin?: boolean;
  status?: Record<string, 'active' | 'sold' | 'paused'>;
  /** A new listing that matches the person's saved alert is posted: no alert reaches them. */
  noAlertFor?: SellerListing;
}

export interface Conversation {
  id: string;
  lang: Tag;
  role: Role;
  kind: Kind;
  setup?: Setup;
  turns: Turn[];
  after?: After;
}
