/**
 * Every kind of outbox item and its payload, assembled from the sender families. A new kind in an
 * existing family is a change to that family's file only; a new family adds one line here and one
 * in `index.ts`.
 */
import type { DeletePayloads } from './delete';
import type { ListingPayloads } from './listing';
import type { PhotoPayloads } from './photo';
import type { ProfilePayloads } from './profile';
import type { StatusPayloads } from './status';

export type OutboxPayloads = ListingPayloads &
  PhotoPayloads &
  DeletePayloads &
  ProfilePayloads &
  StatusPayloads;
export type OutboxKind = keyof OutboxPayloads;
