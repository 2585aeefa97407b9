/**
 * Bundles a one-line module with the browser build's plugins, the way the app's build does, for
 * the tests of the build's rewrites of libraries: only the packages `bundled` names are bundled
 * (with the relative imports inside them); everything else stays an import, and one that nothing
 * names any more is dropped, as the app's build drops it. Returns the bundle's code.
 */
import { build, type Plugin, type Rolldown } from 'vite';

export async function bundleModule({
  path,
  source,
  plugins,
  bundled,
}: {
  /** Where the module is taken to live (a plugin may look at its importer's path). */
  path: string;
  source: string;
  plugins: Plugin[];
  bundled: RegExp;
}): Promise<string> {
  const entry: Plugin = {
    name: 'one-line-module',
    resolveId: (id) => (id === path ? id : null),
    load: (id) => (id === path ? source : null),
  };
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [entry, ...plugins],
    build: {
      write: false,
      minify: false,
      lib: { entry: path, formats: ['es'], fileName: 'bundle' },
      rolldownOptions: {
        treeshake: { moduleSideEffects: 'no-external' },
        external: (id) => id !== path && !bundled.test(id) && !id.startsWith('.'),
      },
    },
  })) as Rolldown.RolldownOutput[];
  return output[0]!.output.find((file) => file.type === 'chunk')!.code;
}
