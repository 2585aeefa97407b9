import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';

const require = createRequire(import.meta.url);

/**
 * The image-compression library its web worker loads with importScripts, served by the app itself
 * from the installed package: the library's default CDN copy fails offline. (The install manifest
 * needs nothing here: index.html links the top-level manifest.webmanifest and Vite emits it.)
 */
const STATIC_FILES: Record<string, () => string> = {
  'vendor/browser-image-compression.js': () =>
    readFileSync(
      require.resolve('browser-image-compression/dist/browser-image-compression.js'),
      'utf8',
    ),
};

function staticFiles(): Plugin {
  return {
    name: 'static-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = STATIC_FILES[(req.url ?? '').split('?')[0]!.slice(1)];
        if (!file) return next();
        res.setHeader('Content-Type', 'text/javascript');
        res.end(file());
      });
    },
    generateBundle() {
      for (const [fileName, read] of Object.entries(STATIC_FILES)) {
        this.emitFile({ type: 'asset', fileName, source: read() });
      }
    },
  };
}

// The PWA build. The API server (src/server) serves dist/ and /api on one port.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/app/routes',
      generatedRouteTree: 'src/app/routeTree.gen.ts',
      autoCodeSplitting: true,
    }),
    react(),
    staticFiles(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/app',
      filename: 'sw.ts',
      // An update waits for the seller's go-ahead: it must never reload a form being filled in.
      registerType: 'prompt',
      injectRegister: false,
      // The install manifest is the top-level manifest.webmanifest, linked from index.html.
      manifest: false,
      injectManifest: {
        globPatterns: [
          '**/*.{js,css,html,webmanifest}',
          'icons/*.png',
          // Poppins, latin subset only: the other scripts are never shown.
          'assets/poppins-latin-[0-9]*-normal-*.woff2',
        ],
        // Admins work online on a desktop: sellers' phones never download the admin screens.
        globIgnores: ['**/assets/admin-*'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
  },
});
