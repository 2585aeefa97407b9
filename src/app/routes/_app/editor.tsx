import { createFileRoute } from '@tanstack/react-router';
import { Center, Loader } from '@mantine/core';
import { WIZARD_STEPS } from '@/domain/listing-rules/wizard-steps';
import { EditorPage, type EditorSearch } from '@/app/features/editor/editor-page';
import { PhotoUploader } from '@/app/features/photos/photo-uploader';
import type { EditorLoad } from '@/app/features/editor/editor-source';
import { getCurrentUserId } from '@/app/local/session';
import { i18n } from '@/app/ui/i18n';
import { loadLaterMessages } from '@/app/ui/i18n/language';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : undefined;

/** `?id=` edits a listing, `?draft=` resumes a draft, `?step=` opens a step (e.g. to fix it). */
function editorSearch(search: Record<string, unknown>): EditorSearch {
  const out: EditorSearch = {};
  const id = text(search.id);
  const draft = text(search.draft);
  const step = Number(search.step);
  if (id) out.id = id;
  if (draft) out.draft = draft;
  if (Number.isInteger(step) && step >= 0 && step < WIZARD_STEPS.length) out.step = step;
  return out;
}

function EditorRoute() {
  const search = Route.useSearch();
  const load = Route.useLoaderData();
  // The route joins the two features: the editor embeds the photo uploader in its pictures step.
  return <EditorPage search={search} load={load} gallery={PhotoUploader} />;
}

export const Route = createFileRoute('/_app/editor')({
  validateSearch: editorSearch,
  loaderDeps: ({ search }) => ({ id: search.id, draft: search.draft }),
  // The device's store is the truth and changes under the page (drafts, pulls): always read it.
  staleTime: 0,
  preloadStaleTime: 0,
  gcTime: 0,
  // The loader stays in the app's entry (the router needs it before the route's chunk), so what
  // it reads with (the device's store, the domain's schemas) is fetched only when the editor opens.
  loader: async ({ deps }): Promise<EditorLoad> => {
    const sellerId = getCurrentUserId();
    // The layout route sends a signed-out visitor to /login before this runs.
    if (!sellerId) return { state: 'missing', message: /*i18n*/ 'shell.signInToEdit' };
    const [{ loadEditorStart }] = await Promise.all([
      import('@/app/features/editor/editor-source'),
      loadLaterMessages(),
    ]);
    return loadEditorStart(sellerId, deps);
  },
  pendingComponent: () => (
    <Center py="xl">
      <Loader aria-label={i18n._('shell.loading')} />
    </Center>
  ),
  component: EditorRoute,
});
