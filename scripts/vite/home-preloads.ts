import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

/** The code-split route modules of the signed-in home: the seller layout and its listings. */
const HOME_ROUTES = /[\\/]src[\\/]app[\\/]routes[\\/](_app\.tsx|_app[\\/]index\.tsx)\?tsr-split/;

/** A chunk and every chunk it imports statically, transitively. */
function withImports(bundle: OutputBundle, fileName: string, into: Set<string>): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const next of chunk.imports) withImports(bundle, next, into);
  return into;
}

/**
 * Preloads the signed-in home's route chunks, with everything they import, from the page itself:
 * the browser fetches them beside the entry (one round) instead of after the entry has run and
 * the router has matched `/` (a second round) and those chunks' own imports (a third). Only the
 * app shell's page (index.html) carries these links: the prerendered landing drops every
 * modulepreload (scripts/vite/prerender.ts).
 */
export function homePreloads(): Plugin {
  return {
    name: 'home-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle) return [];
        const already = new Set<string>();
        if (entry) withImports(bundle, entry.fileName, already);
        const home = new Set<string>();
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          const chunk = output as OutputChunk;
          if (chunk.facadeModuleId && HOME_ROUTES.test(chunk.facadeModuleId)) {
            withImports(bundle, chunk.fileName, home);
          }
        }
        return [...home]
          .filter((fileName) => !already.has(fileName))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
