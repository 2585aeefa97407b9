/**
 * The landing's script (src/app/landing.ts), built on its own as one small classic file outside
 * the app's chunks, `assets/landing-<hash>.js`: the server's landing pages name it
 * (src/server/landing/landing-assets.ts), and it shares no chunk with the app, so the landing
 * downloads a few KB and nothing of the app. Being in the build, it is precompressed and
 * precached like every other file.
 */
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
 * The landing's script, built with the build's own environment and emitted under a hashed name
 * the server finds.
 */
export function landingScript(options: { alias: Record<string, string> }): Plugin {
  let env: Record<string, unknown> = {};
  return {
    name: 'landing-script',
    apply: 'build',
    configResolved(config) {
      env = config.env;
    },
    async generateBundle() {
      this.emitFile({
        type: 'asset',
        name: 'landing.js',
        source: await buildClassicScript('../../src/app/landing.ts', options.alias, env),
      });
    },
  };
}
