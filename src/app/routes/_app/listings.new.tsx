import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * /listings/new?draft={id}: where the chat's "finish in the app" link leads (after sign-in): the
 * editor, opened on that draft. Without a draft, a new listing.
 */
export const Route = createFileRoute('/_app/listings/new')({
  validateSearch: (search: Record<string, unknown>): { draft?: string } =>
    typeof search.draft === 'string' && search.draft ? { draft: search.draft } : {},
  beforeLoad: ({ search }) => {
    throw redirect({
      to: '/editor',
      search: search.draft ? { draft: search.draft } : {},
      replace: true,
    });
  },
});
