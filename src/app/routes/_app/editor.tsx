import { createFileRoute } from '@tanstack/react-router';
import { EditorPage } from '../../features/editor/editor-page';
import { PhotoUploader } from '../../features/photos/photo-uploader';

export interface EditorSearch {
  /** Present in edit mode: the listing being changed. */
  id?: string;
  /** A saved draft to resume. */
  draft?: string;
  /** The step to open on (0-based): Fix opens the step the server's refusal names. */
  step?: number;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : undefined;

function EditorRoute() {
  const { id, draft, step } = Route.useSearch();
  // The route joins the two features: the editor embeds the photo uploader in its pictures step.
  return <EditorPage listingId={id} draftId={draft} step={step} gallery={PhotoUploader} />;
}

export const Route = createFileRoute('/_app/editor')({
  validateSearch: (search: Record<string, unknown>): EditorSearch => {
    const out: EditorSearch = {};
    const id = text(search.id);
    const draft = text(search.draft);
    if (id) out.id = id;
    if (draft) out.draft = draft;
    const step = Number(search.step);
    if (Number.isInteger(step) && step >= 0) out.step = step;
    return out;
  },
  component: EditorRoute,
});
