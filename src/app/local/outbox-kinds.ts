/**
 * Every kind of outbox item and its payload: what the store records (the outbox table is typed by
 * them, so they are declared on this floor), and what the kind's mutator in `sync/mutators/`
 * applies on the device and sends. A new kind is its payload here and its mutator there.
 */
import type { ListingCreate, ListingStatus, User } from '@/domain';
import type { CheckinConsentShown } from '@/domain/checkin-consent';

/** The profile fields a seller edits; each is optional so that a change can name only some. */
export type ProfileEdit = Partial<
  Pick<User, 'displayName' | 'contactNumber' | 'city' | 'address' | 'website'>
>;

export interface ListingPayloads {
  /**
   * `listingId` is the local id (`local-...`) until the server confirms the listing. `draftId`:
   * the server's draft (begun in the chat) this listing publishes; the server removes it.
   * `checkinConsent`: the consent words to check-ins the editor showed above Publish (a first
   * listing), which the server records with it.
   */
  'listing.create': {
    listingId: string;
    listing: ListingCreate;
    draftId?: string;
    checkinConsent?: CheckinConsentShown;
  };
  /** The whole editable listing: the server replaces every editable field. */
  'listing.update': { listingId: string; listing: ListingCreate };
}

export interface PhotoPayloads {
  'photo.upload': { photoId: string };
}

export interface DeletePayloads {
  'listing.delete': { listingId: string };
  /** `photoId` when the photo may still be uploading; `fileId` when the server id is known. */
  'photo.delete': { photoId?: string; fileId?: string };
  /** A draft kept on the server (begun in the chat), with its photos no listing shows. */
  'draft.delete': { draftId: string };
}

export interface ProfilePayloads {
  'profile.update': { userId: string; user: ProfileEdit };
}

export interface StatusPayloads {
  'listing.status': { listingId: string; status: ListingStatus };
  /** "Still available": answers the listing's pending check-in (POST /listings/{id}/confirm). */
  'listing.confirm': { listingId: string };
}

export type OutboxPayloads = ListingPayloads &
  PhotoPayloads &
  DeletePayloads &
  ProfilePayloads &
  StatusPayloads;
export type OutboxKind = keyof OutboxPayloads;
