/**
 * How much an admin downloads for /admin beyond what everyone loads, and proof that a seller's
 * first load of / never includes admin code.
 *
 * Builds the app once into a temporary folder, with a small plugin that records every output
 * chunk: its static imports, dynamic imports, the CSS it pulls in and the source modules inside.
 * The seller's first load of / is index.html's entry chunk plus its static imports, plus the
 * split chunks of the routes that render / (root, the seller shell, the index route). The admin
 * code is everything the /admin route's chunks reach that the seller's load does not contain.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';

interface ChunkInfo {
  fileName: string;
  code: string;
  imports: string[];
  dynamicImports: string[];
  css: string[];
  moduleIds: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

const chunks = new Map<string, ChunkInfo>();
const assets = new Map<string, string | Uint8Array>();

const recorder: Plugin = {
  name: 'record-chunks',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    for (const item of Object.values(bundle)) {
      if (item.type === 'chunk') {
        const meta = (item as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata;
        chunks.set(item.fileName, {
          fileName: item.fileName,
          code: item.code,
          imports: [...item.imports],
          dynamicImports: [...item.dynamicImports],
          css: [...(meta?.importedCss ?? [])],
          moduleIds: [...item.moduleIds],
          isEntry: item.isEntry,
          facadeModuleId: item.facadeModuleId,
        });
      } else {
        assets.set(item.fileName, item.source);
      }
    }
  },
};

function staticClosure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length) {
    const file = stack.pop() as string;
    if (seen.has(file) || !chunks.has(file)) continue;
    seen.add(file);
    stack.push(...(chunks.get(file)?.imports ?? []));
  }
  return seen;
}

/**
 * What the admin route adds: its chunks, what they import, and what they load lazily, stopping
 * at chunks the seller's first load already has (a shared chunk's own lazy imports, such as the
 * other routes of the route tree, are not the admin's).
 */
function adminClosure(start: string[], seller: Set<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length) {
    const file = stack.pop() as string;
    if (seen.has(file) || seller.has(file) || !chunks.has(file)) continue;
    seen.add(file);
    const chunk = chunks.get(file);
    stack.push(...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? []));
  }
  return seen;
}

/** Everything reachable from the entries, lazily or not, without going through `skip`. */
function reachableWithout(start: string[], skip: Set<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length) {
    const file = stack.pop() as string;
    if (seen.has(file) || skip.has(file) || !chunks.has(file)) continue;
    seen.add(file);
    const chunk = chunks.get(file);
    stack.push(...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? []));
  }
  return seen;
}

const gz = (data: string | Uint8Array) => gzipSync(data, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function size(files: Set<string>) {
  let js = 0;
  let css = 0;
  const cssFiles = new Set<string>();
  for (const file of files) {
    const chunk = chunks.get(file);
    if (!chunk) continue;
    js += gz(chunk.code);
    chunk.css.forEach((c) => cssFiles.add(c));
  }
  for (const file of cssFiles) {
    const source = assets.get(file);
    if (source !== undefined) css += gz(source);
  }
  return { js, css, cssFiles };
}

const routeChunks = (pattern: RegExp) =>
  [...chunks.values()]
    .filter((c) => c.facadeModuleId && pattern.test(c.facadeModuleId.replaceAll('\\', '/')))
    .map((c) => c.fileName);

const outDir = mkdtempSync(join(tmpdir(), 'admin-size-'));
try {
  const started = Date.now();
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'error',
    plugins: [recorder],
    build: { outDir, emptyOutDir: true },
  });
  console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s, ${chunks.size} chunks`);

  // index.html's module script is the one entry a first visit starts from.
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const entryFiles = [...html.matchAll(/<script[^>]*type="module"[^>]*src="\/?([^"]+)"/g)].map(
    (m) => m[1] as string,
  );
  const htmlCss = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/?([^"]+)"/g)].map(
    (m) => m[1] as string,
  );
  const sellerRoutes = routeChunks(/src\/app\/routes\/(__root|_app|_app\/index|index)\.tsx\?/);
  const seller = staticClosure([...entryFiles, ...sellerRoutes]);
  const adminRoutes = routeChunks(/src\/app\/routes\/admin[^/]*\.tsx\?/);
  const adminOnly = adminClosure(adminRoutes, seller);

  // Of those, the chunks no other screen uses: what only an admin ever needs.
  const elsewhere = reachableWithout(entryFiles, new Set(adminRoutes));
  const adminExclusive = new Set([...adminOnly].filter((file) => !elsewhere.has(file)));

  const isAdminModule = (id: string) =>
    id.replaceAll('\\', '/').includes('/src/app/features/admin/');
  const leaked = [...seller].filter((file) => chunks.get(file)?.moduleIds.some(isAdminModule));
  const adminModulesOutside = [...chunks.values()].filter(
    (c) => !adminOnly.has(c.fileName) && c.moduleIds.some(isAdminModule),
  );

  const sellerSize = size(seller);
  for (const file of htmlCss) {
    if (!sellerSize.cssFiles.has(file) && assets.has(file)) {
      sellerSize.css += gz(assets.get(file) as string | Uint8Array);
    }
  }
  const adminSize = size(adminOnly);
  const exclusiveSize = size(adminExclusive);
  const sharedCss = new Set([...sellerSize.cssFiles, ...htmlCss]);
  const adminCssOnly = [...adminSize.cssFiles].filter((f) => !sharedCss.has(f));
  const adminCss = adminCssOnly.reduce((sum, f) => sum + gz(assets.get(f) ?? ''), 0);

  const facade = (file: string) =>
    (chunks.get(file)?.facadeModuleId ?? '').replace(/^.*\/src\/app\//, '');
  console.log(`seller route chunks for /: ${sellerRoutes.map(facade).join(', ') || '(none)'}`);
  console.log(`admin route chunks: ${adminRoutes.map(facade).join(', ') || '(none found)'}`);
  console.log(
    `seller first load of /: ${seller.size} JS files, ${kb(sellerSize.js)} JS + ${kb(sellerSize.css)} CSS gzip`,
  );
  console.log(
    `what /admin loads beyond the first load of /: ${adminOnly.size} JS files, ${kb(adminSize.js)} JS + ${kb(adminCss)} CSS gzip`,
  );
  for (const file of [...adminOnly].sort()) {
    const chunk = chunks.get(file) as ChunkInfo;
    console.log(`  ${file}  ${kb(gz(chunk.code))}  (${chunk.moduleIds.length} modules)`);
  }
  console.log(
    `of which no other screen uses: ${adminExclusive.size} JS files, ${kb(exclusiveSize.js)} JS gzip (${[...adminExclusive].join(', ')})`,
  );
  // A service worker that precaches every asset would still bring admin code to every phone.
  const sw = ['sw.js', 'sw.mjs'].map((f) => join(outDir, f)).find((f) => existsSync(f));
  if (sw) {
    const precached = readFileSync(sw, 'utf8');
    // Style sheets no other screen uses either (the tables' sheet is also My Listings' table's).
    const cssElsewhere = new Set([...size(elsewhere).cssFiles, ...htmlCss]);
    const cssExclusive = adminCssOnly.filter((f) => !cssElsewhere.has(f));
    const inPrecache = [...adminExclusive, ...cssExclusive].filter((f) => precached.includes(f));
    console.log(
      `service worker precache lists admin-only files: ${inPrecache.length ? `yes (${inPrecache.join(', ')})` : 'no'}`,
    );
  }
  console.log(
    `seller's first load of / includes admin code: ${leaked.length ? `YES (${leaked.join(', ')})` : 'no'}`,
  );
  if (adminRoutes.length === 0) {
    console.log('no /admin route chunk found: is routes/admin.tsx split?');
    process.exitCode = 1;
  }
  if (leaked.length || adminModulesOutside.length) {
    console.log(
      `admin modules outside the admin-only chunks: ${adminModulesOutside.map((c) => c.fileName).join(', ')}`,
    );
    process.exitCode = 1;
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
