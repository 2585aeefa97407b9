/**
 * Builds the landing's script (src/app/landing.ts) on its own, as one small classic file, and
 * adds it to the app's build as `assets/landing-<hash>.js`: the server's landing pages name it
 * (src/server/landing/landing-assets.ts), and it shares no chunk with the app, so the landing
 * downloads a few KB and nothing of the app. Being in the build, it is precompressed and
 * precached like every other file.
 */
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

export function landingScript(options: { alias: Record<string, string> }): Plugin {
  let env: Record<string, unknown> = {};
  return {
    name: 'landing-script',
    apply: 'build',
    configResolved(config) {
      env = config.env;
    },
    async generateBundle() {
      const bundle = await rolldown({
        input: fileURLToPath(new URL('../../src/app/landing.ts', import.meta.url)),
        resolve: { alias: options.alias },
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
        if (!chunk || chunk.type !== 'chunk') throw new Error('landing script: no output');
        this.emitFile({
          type: 'asset',
          name: 'landing.js',
          source: chunk.code,
        });
      } finally {
        await bundle.close();
      }
    },
  };
}
