import { createFileRoute } from '@tanstack/react-router';

export interface EditorSearch {
  /** Present in edit mode: the listing being changed. */
  id?: string;
}

export const Route = createFileRoute('/_app/editor')({
  validateSearch: (search: Record<string, unknown>): EditorSearch =>
    typeof search.id === 'string' && search.id ? { id: search.id } : {},
  component: () => <p>Listing editor</p>,
});
