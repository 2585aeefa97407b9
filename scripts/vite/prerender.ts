/**
 * Prerenders the public pages (the landing and the sign-in steps) into static HTML after the build:
 * the app's own components rendered in Node through Vite (src/app/prerender.tsx), each page with
 * the CSS it paints with inlined, so the first byte is a finished page and nothing waits for the
 * application's scripts or its full stylesheet. The browser's script then hydrates the page.
 *
 * Inlined CSS: Mantine's base styles plus the stylesheet of each Mantine component whose classes
 * the page uses, and the @font-face rules of the build (hashed font addresses). The full
 * stylesheet no longer holds up the first paint (see pageHtml).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import { transform } from 'lightningcss';
import { createServer, type Plugin, type PluginOption } from 'vite';
import { afterPaintScript } from './after-paint.ts';

const require = createRequire(import.meta.url);

export interface PrerenderPage {
  /** The address the app renders, with its query. */
  href: string;
  /** The file written under the build folder. */
  file: string;
}

/** Mantine's stylesheets in the order of its full bundle (later rules win ties). */
function mantineStylesheets(): { base: string[]; components: { file: string; css: string }[] } {
  const dir = join(dirname(require.resolve('@mantine/core/styles.css')), 'styles');
  const full = readFileSync(join(dir, '..', 'styles.css'), 'utf8');
  const read = (name: string) => readFileSync(join(dir, name), 'utf8');
  const base = ['baseline.css', 'default-css-variables.css', 'global.css'].map(read);
  const components = readdirSync(dir)
    .filter((name) => /^[A-Z]\w*\.css$/.test(name))
    .map((file) => ({ file, css: read(file) }))
    .map((entry) => ({
      ...entry,
      at: full.indexOf(/\.m_[0-9a-f]{8}/.exec(entry.css)?.[0] ?? '\0'),
    }))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at);
  return { base, components };
}

function minify(css: string): string {
  return new TextDecoder().decode(
    transform({ filename: 'critical.css', code: Buffer.from(css), minify: true }).code,
  );
}

/** The CSS a rendered page needs: base styles and the components whose classes it uses. */
export function criticalCss(html: string, builtCss: string): string {
  const used = new Set(html.match(/\bm_[0-9a-f]{8}\b/g));
  const { base, components } = mantineStylesheets();
  const needed = components.filter(({ css }) =>
    (css.match(/\.m_[0-9a-f]{8}/g) ?? []).some((name) => used.has(name.slice(1))),
  );
  const fontFaces = builtCss.match(/@font-face\s*\{[^}]*\}/g) ?? [];
  return minify([...fontFaces, ...base, ...needed.map(({ css }) => css)].join('\n'));
}

/**
 * The built index.html with `body` in #root and its critical CSS inlined. The full stylesheet
 * stays where it was (before the theme's <style> tags in the body, which must win over its
 * defaults) but as `media="print"`: it downloads without holding up the first paint, and the
 * app's script switches it on (main.tsx) for the screens beyond these pages.
 */
export function pageHtml(
  indexHtml: string,
  options: { href: string; body: string; css: string; fontPreload: RegExp; afterPaint: string },
): string {
  // Only the font the largest text paints with is preloaded; the others follow the stylesheet.
  const html = indexHtml
    .replace(/\s*<link rel="preload" as="font"[^>]*href="([^"]*)"[^>]*>/g, (link, href: string) =>
      options.fontPreload.test(href) ? link : '',
    )
    // The application's code starts once the page has painted (after-paint.ts): nothing of it
    // is fetched ahead, so the page and its font have the link to themselves.
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/,
      `<script defer src="/${options.afterPaint}" data-entry="$1"></script>`,
    );
  return html
    .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">')
    .replace(
      /<link rel="stylesheet"([^>]*)>/,
      '<link rel="stylesheet"$1 media="print" data-deferred>',
    )
    .replace('</head>', `<style data-critical>${options.css}</style>\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${options.href}">${options.body}</div>`,
    );
}

/**
 * Renders with a browser's globals (jsdom) and the router's browser build, so the HTML is what
 * the browser's first render produces and hydration keeps it; the router's server build wraps
 * routes differently and expects its own streaming set-up.
 */
async function inBrowserGlobals<T>(href: string, run: () => Promise<T>): Promise<T> {
  const dom = new JSDOM('<!doctype html><html><body></body></html>', {
    url: new URL(href, 'http://localhost').href,
  });
  const names = [
    'window',
    'self',
    'document',
    'navigator',
    'location',
    'localStorage',
    'sessionStorage',
    'Node',
    'Element',
    'HTMLElement',
  ];
  const saved = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
  names.forEach((name) =>
    Object.defineProperty(globalThis, name, {
      configurable: true,
      writable: true,
      value: Reflect.get(dom.window, name),
    }),
  );
  try {
    return await run();
  } finally {
    names.forEach((name, index) => {
      const descriptor = saved[index];
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    });
    dom.window.close();
  }
}

export function prerender(options: {
  pages: PrerenderPage[];
  /** The plugins the app's source needs to load (the router's code generation, React). */
  plugins: () => PluginOption[];
  alias: Record<string, string>;
  fontPreload: RegExp;
}): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const server = await createServer({
          configFile: false,
          root,
          mode: 'production',
          logLevel: 'error',
          resolve: {
            alias: {
              ...options.alias,
              // See inBrowserGlobals.
              '@tanstack/router-core/isServer': join(
                dirname(require.resolve('@tanstack/router-core/package.json')),
                'dist/esm/isServer/client.js',
              ),
            },
          },
          // Bundled through Vite so the alias above applies inside them.
          ssr: { noExternal: [/^@tanstack\//] },
          plugins: options.plugins(),
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const { renderPage } = await inBrowserGlobals('/login', async () => {
            const module = await server.ssrLoadModule('/src/app/prerender.tsx');
            return module as { renderPage: (href: string) => Promise<string> };
          });
          const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
          const afterPaint = afterPaintScript();
          writeFileSync(join(outDir, afterPaint.fileName), afterPaint.source);
          const cssFile = /<link rel="stylesheet"[^>]*href="\/([^"]+)"/.exec(indexHtml)?.[1];
          const builtCss = cssFile ? readFileSync(join(outDir, cssFile), 'utf8') : '';
          for (const page of options.pages) {
            const body = await inBrowserGlobals(page.href, () => renderPage(page.href));
            const css = criticalCss(body, builtCss);
            writeFileSync(
              join(outDir, page.file),
              pageHtml(indexHtml, {
                href: page.href,
                body,
                css,
                fontPreload: options.fontPreload,
                afterPaint: afterPaint.fileName,
              }),
            );
          }
        } finally {
          await server.close();
        }
      },
    },
  };
}
