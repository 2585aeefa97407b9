/** The contract of /api/drafts: listings begun in the WhatsApp chat, kept until published. */
import { createRoute, z } from '@hono/zod-openapi';
import { listingDraftSchema } from '@/domain/schemas/listing-draft';
import { deletedAnswers, errors, jsonOf, sessionSecurity } from '@/server/http/router';
import { idParams } from '@/server/http/schemas';
import { signedIn } from '@/server/http/session';

const tags = ['drafts'];

export const ListingDraftSchema = listingDraftSchema.meta({
  id: 'ListingDraft',
  description:
    'A listing begun in the WhatsApp chat. `fields` holds what is known so far, in the shape of ' +
    'ListingInput; `images` are uploaded file ids. Publishing it is the normal create ' +
    '(POST /listings with the header Draft-Id: {id}), which removes the draft.',
});

export const list = createRoute({
  method: 'get',
  path: '/drafts',
  operationId: 'listDrafts',
  tags,
  summary: "The seller's drafts begun in the chat, the latest change first",
  middleware: signedIn,
  security: sessionSecurity,
  responses: {
    200: jsonOf(z.array(ListingDraftSchema), 'The drafts (at most one from the chat).'),
    401: errors[401],
  },
});

export const remove = createRoute({
  method: 'delete',
  path: '/drafts/{id}',
  operationId: 'deleteDraft',
  tags,
  summary: 'Delete a draft and its photos that no listing shows',
  description:
    "Another seller's draft answers 404 exactly like a missing one. Deleting again changes " +
    'nothing and answers 404, which a client retrying the delete counts as done.',
  middleware: signedIn,
  security: sessionSecurity,
  request: { params: idParams },
  responses: deletedAnswers,
});
