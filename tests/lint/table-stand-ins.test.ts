/**
 * The browser build's rewrite of mantine-react-table (scripts/vite/mrt-stand-ins.ts), proven by
 * bundling the library as the app's tables import it: what each copy still imports is what the
 * bundle ships. My Listings' copy sheds the pager, the tooltip, the loading overlay, the match
 * highlighter and every icon but the sort button's; no copy keeps fuzzy ranking or the row
 * models no table builds.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mrtStandIns, tableLibrary } from '../../scripts/vite/mrt-stand-ins';
import { bundleModule } from './bundle-module';

/** The module the app's build bundles (the package's ES build). */
const LIBRARY = fileURLToPath(
  new URL('../../node_modules/mantine-react-table/dist/index.esm.mjs', import.meta.url),
);

const ENTRY = 'export { MantineReactTable, useMantineReactTable } from "mantine-react-table";';

/** The library bundled for a table module at `importer`, its dependencies left as imports. */
const bundleFor = (importer: string) =>
  bundleModule({
    path: importer,
    source: ENTRY,
    plugins: [mrtStandIns()],
    bundled: /^mantine-react-table$|mantine-react-table[\\/]dist/,
  });

/** The names a bundle imports from one package. */
function importedFrom(code: string, from: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import \\{([^}]*)\\} from "${from.replace(/[/.]/g, '\\$&')}"`, 'g');
  for (const found of code.matchAll(pattern)) {
    names.push(...found[1]!.split(',').map((name) => name.trim().split(' as ')[0]!));
  }
  return names.filter(Boolean).sort();
}

const NOT_BUILT = [
  'getExpandedRowModel',
  'getFacetedMinMaxValues',
  'getFacetedRowModel',
  'getFacetedUniqueValues',
  'getFilteredRowModel',
  'getGroupedRowModel',
  'getPaginationRowModel',
];

describe("the build's copies of mantine-react-table", () => {
  it("My Listings' copy keeps only what that table draws", async () => {
    const code = await bundleFor('/project/src/app/features/listings/listings-table.tsx');
    expect(code).not.toContain('@tanstack/match-sorter-utils');
    expect(importedFrom(code, '@tabler/icons-react')).toEqual([
      'IconArrowsSort',
      'IconSortAscending',
      'IconSortDescending',
    ]);
    const mantine = importedFrom(code, '@mantine/core');
    for (const name of ['Pagination', 'Tooltip', 'LoadingOverlay', 'Highlight', 'Select', 'Menu']) {
      expect(mantine).not.toContain(name);
    }
    expect(mantine).toEqual(expect.arrayContaining(['Table', 'TableTbody', 'Paper', 'ActionIcon']));
    const table = importedFrom(code, '@tanstack/react-table');
    expect(table).toEqual(expect.arrayContaining(['getCoreRowModel', 'getSortedRowModel']));
    for (const name of NOT_BUILT) expect(table).not.toContain(name);
  }, 30_000);

  it("the admin tables' copy keeps its pager, tooltips, overlay and highlighting", async () => {
    const code = await bundleFor('/project/src/app/features/admin/admin-table.tsx');
    expect(code).not.toContain('@tanstack/match-sorter-utils');
    expect(importedFrom(code, '@mantine/core')).toEqual(
      expect.arrayContaining(['Pagination', 'Tooltip', 'LoadingOverlay', 'Highlight']),
    );
    expect(importedFrom(code, '@tabler/icons-react')).toEqual([
      'IconArrowsSort',
      'IconChevronLeft',
      'IconChevronLeftPipe',
      'IconChevronRight',
      'IconChevronRightPipe',
      'IconFilter',
      'IconSortAscending',
      'IconSortDescending',
    ]);
    const table = importedFrom(code, '@tanstack/react-table');
    for (const name of NOT_BUILT) expect(table).not.toContain(name);
  }, 30_000);

  it('stops the build when a part it replaces is gone from a new version', async () => {
    const source = await readFile(LIBRARY, 'utf8');
    expect(source).toContain('\nconst MRT_CopyButton = ');
    const renamed = source.replace('\nconst MRT_CopyButton = ', '\nconst MRT_CopyControl = ');
    expect(() => tableLibrary(renamed, false)).toThrow(/no MRT_CopyButton any more/);
    expect(() => tableLibrary(source.replace('IconSortAscending,\n', ''), true)).toThrow(
      /no IconSortAscending/,
    );
  });
});
