/**
 * Scripts built on their own, as one small classic file each, outside the app's chunks:
 *
 * - the landing's script (src/app/landing.ts), `assets/landing-<hash>.js`: the server's landing
 *   pages name it (src/server/landing/landing-assets.ts), and it shares no chunk with the app, so
 *   the landing downloads a few KB and nothing of the app;
 * - the first screen's painter (src/app/first-screen-start.ts), `assets/first-screen-<hash>.js`,
 *   named by the app's page (index.html) right after its root: it runs as soon as the page is
 *   parsed, before the app's modules have arrived.
 *
 * Being in the build, they are precompressed and precached like every other file.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

async function buildClassicScript(
  entry: string,
  alias: Record<string, string>,
  env: Record<string, unknown>,
): Promise<string> {
  const bundle = await rolldown({
    input: fileURLToPath(new URL(entry, import.meta.url)),
    resolve: { alias },
    transform: {
      // The API client reads its base address from the build's environment, as in the app.
      define: { 'import.meta.env': JSON.stringify(env) },
    },
    platform: 'browser',
    logLevel: 'warn',
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    const [chunk] = output;
    if (!chunk || chunk.type !== 'chunk') throw new Error(`${entry}: no output`);
    return chunk.code;
  } finally {
    await bundle.close();
  }
}

/**
 * Both scripts, built with the build's own environment: the landing's emitted under a hashed
 * name the server finds, the painter's named in index.html beside the build's name
 * (`app-build`), by which a picture is painted only by the build that drew it.
 */
export function classicScripts(options: { alias: Record<string, string> }): Plugin {
  let env: Record<string, unknown> = {};
  let painter: { fileName: string; code: string } | null = null;
  return {
    name: 'classic-scripts',
    apply: 'build',
    configResolved(config) {
      env = config.env;
    },
    async buildStart() {
      // Built first: index.html names it, and its name is its content's hash.
      const code = await buildClassicScript(
        '../../src/app/first-screen-start.ts',
        options.alias,
        env,
      );
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      painter = { fileName: `assets/first-screen-${hash}.js`, code };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!painter) return [];
        // The build's name, from every file it wrote.
        const build = createHash('sha256')
          .update(
            Object.keys(bundle ?? {})
              .sort()
              .join('\n'),
          )
          .digest('base64url')
          .slice(0, 12);
        // After the root, so the root is there when it runs; async, so it waits neither for the
        // style sheets before it nor for the page's end; first among the page's many requests.
        return [
          { tag: 'meta', attrs: { name: 'app-build', content: build }, injectTo: 'head' as const },
          {
            tag: 'script',
            attrs: { src: `/${painter.fileName}`, async: true, fetchpriority: 'high' },
            injectTo: 'body' as const,
          },
        ];
      },
    },
    async generateBundle() {
      if (painter)
        this.emitFile({ type: 'asset', fileName: painter.fileName, source: painter.code });
      this.emitFile({
        type: 'asset',
        name: 'landing.js',
        source: await buildClassicScript('../../src/app/landing.ts', options.alias, env),
      });
    },
  };
}
