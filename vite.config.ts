import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { homePreloads } from './scripts/vite/home-preloads.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { landingScript } from './scripts/vite/landing-script.ts';
import { catalogues } from './scripts/vite/catalogues.ts';

const require = createRequire(import.meta.url);

/**
 * The image-compression library its web worker loads with importScripts, served by the app itself
 * from the installed package: the library's default CDN copy fails offline. (The install manifest
 * needs nothing here: it is public/manifest.webmanifest, copied as it is to one stable address,
 * /manifest.webmanifest, which the app's index.html, the landing and the service worker share.)
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

/**
 * Starts the download of the two Poppins weights of a first paint with the page itself (hashed
 * file names, so the links are written at build time). Scripts: the entry's own imports and the
 * signed-in home's route chunks (scripts/vite/home-preloads.ts); the prerendered landing keeps
 * all of them out of its head (scripts/vite/prerender.ts).
 */
function fontPreloads(): Plugin {
  return {
    name: 'font-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        return Object.keys(bundle)
          .filter((fileName) => /poppins-latin-(400|700)-normal-.*\.woff2$/.test(fileName))
          .map((fileName) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: true,
              href: `/${fileName}`,
            },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * The Mantine components and icons of the landing and sign-in screens, which every other screen
 * uses too: one chunk instead of a small file per component (each a request of its own on a slow
 * phone link). The rest of Mantine stays split by route.
 */
const LANDING_UI = [
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](core|utils)[\\/]/,
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Alert|Anchor|Badge|Box|Button|Card|Center|Container|Group|Loader|SimpleGrid|Stack|Text|TextInput|ThemeIcon|Title)[\\/]/,
  /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes|icons[\\/]Icon(BrandWhatsapp|ArrowLeft|Search|Sparkles|MessageCircle|Tag))\.mjs$/,
];

/** Mantine's floating layer (see the chunk groups below). */
const FLOATING =
  /node_modules[\\/](@floating-ui[\\/]|@mantine[\\/]core[\\/]esm[\\/]components[\\/](Popover|Portal|FocusTrap|Transition|Floating|VisuallyHidden|Overlay)[\\/]|@mantine[\\/]hooks[\\/]esm[\\/](use-focus-trap|use-focus-return|use-merged-ref)[\\/])/;

/**
 * The service worker is one file. The PWA plugin asks for that with Rollup's
 * `inlineDynamicImports`, which the bundler now reports as deprecated on every build; this says
 * the same in the bundler's own words.
 */
function oneServiceWorkerFile(): Plugin {
  return {
    name: 'one-service-worker-file',
    outputOptions(options) {
      const { inlineDynamicImports: _inline, ...rest } = options;
      return { ...rest, codeSplitting: false };
    },
  };
}

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/** What the app's source needs to load. */
const appPlugins = () => [
  tanstackRouter({
    target: 'react',
    routesDirectory: 'src/app/routes',
    generatedRouteTree: 'src/app/routeTree.gen.ts',
    autoCodeSplitting: true,
  }),
  react(),
  catalogues(),
];

// The PWA build. The API server (src/server) serves dist/ and /api on one port.
export default defineConfig({
  resolve: { alias },
  plugins: [
    ...appPlugins(),
    staticFiles(),
    fontPreloads(),
    homePreloads(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/app',
      filename: 'sw.ts',
      // An update waits for the seller's go-ahead: it must never reload a form being filled in.
      registerType: 'prompt',
      injectRegister: false,
      // The install manifest is public/manifest.webmanifest, at /manifest.webmanifest (see above).
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
        buildPlugins: { vite: [oneServiceWorkerFile()] },
      },
      devOptions: { enabled: false },
    }),
    // The landing's own small script (the landing itself is the server's HTML: src/server/landing).
    landingScript({ alias }),
    precompress(),
  ],
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      // The shared domain is pure (it says so, and lint keeps it importing nothing of ours): a
      // screen that takes one constant from it does not take its zod schemas too.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]src[\\/]domain[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'ui',
              test: (id) => LANDING_UI.some((pattern) => pattern.test(id)),
            },
            // Mantine's floating layer (Popover, Portal, FocusTrap, Transition and Floating UI),
            // which the header's menus draw on every signed-in screen: one file rather than the
            // few the admin's and the tables' different uses of it would cut it into.
            {
              name: 'floating',
              test: FLOATING,
            },
            // The router's pieces are all part of every first load.
            {
              name: 'router',
              test: /node_modules[\\/]@tanstack[\\/](react-router|router-core|history)[\\/]/,
            },
            // The writes My Listings makes (status, confirmation, a draft's or a photo's removal)
            // and `mutate`: one file of the first load rather than the handful of small ones
            // their different importers would cut them into.
            {
              name: 'writes',
              test: /src[\\/]app[\\/]sync[\\/](mutate|discard-draft|mutators[\\/](context|listing-steps|listing-status|listing-confirm|draft-delete|photo-delete))\.ts$/,
            },
          ],
        },
      },
    },
  },
});
