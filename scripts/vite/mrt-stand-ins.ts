import type { Plugin } from 'vite';

/**
 * mantine-react-table ships as one module, so the bundler cannot drop the parts no table of the
 * app renders: filter inputs and their mode menus, the column actions menu, the top toolbar and
 * its buttons, editing, row actions, selection, expanding, pinning, dragging and resizing. This
 * replaces those components in the browser build (vite.config.ts) with stand-ins, the way
 * @mantine/dates is replaced, and Mantine's MultiSelect, Autocomplete, RangeSlider, Switch, Radio
 * and Grid fall out with them.
 *
 * What the app's tables use (src/app/features/listings, src/app/features/admin): no top toolbar,
 * no column actions, no editing, no row actions, selection, expanding, grouping, pinning,
 * ordering or resizing; the listings table filters through its state (the search box above it),
 * never through filter inputs (the filter row stays closed: nothing can open it). A stand-in that
 * is reached anyway fails loudly rather than drawing nothing: drop it from STAND_INS to use it.
 *
 * Two copies are built: My Listings' (in the seller's first load on a desktop, so trimmed to
 * what that one table draws: SELLER_STAND_INS) and the admin tables' (their chunk alone). Neither
 * has fuzzy ranking (@tanstack/match-sorter-utils), the row models no table builds, or the icons
 * of the replaced parts. tests/lint/table-stand-ins.test.ts bundles both and reads what is left.
 */
const NEVER_RENDERED = [
  // The top toolbar (enableTopToolbar: false in every table) and what only it draws.
  'MRT_TopToolbar',
  'MRT_ToolbarInternalButtons',
  'MRT_GlobalFilterTextInput',
  'MRT_ToggleGlobalFilterButton',
  'MRT_ToggleFiltersButton',
  'MRT_ToggleDensePaddingButton',
  'MRT_ToggleFullScreenButton',
  'MRT_ShowHideColumnsButton',
  'MRT_ShowHideColumnsMenu',
  'MRT_ShowHideColumnsMenuItems',
  // The column actions menu (enableColumnActions: false) and the filter inputs.
  'MRT_ColumnActionMenu',
  'MRT_ColumnPinningButtons',
  'MRT_FilterOptionMenu',
  'MRT_FilterTextInput',
  'MRT_FilterRangeFields',
  'MRT_FilterRangeSlider',
  'MRT_FilterCheckbox',
  // Editing and creating rows (no table enables them).
  'MRT_EditCellTextInput',
  'MRT_EditRowModal',
  'MRT_EditActionButtons',
  // Row actions, selection, copying, expanding, detail panels, pinning, dragging, resizing.
  'MRT_ToggleRowActionMenuButton',
  'MRT_RowActionMenu',
  'MRT_SelectCheckbox',
  'MRT_ToolbarAlertBanner',
  'MRT_CopyButton',
  'MRT_ExpandButton',
  'MRT_ExpandAllButton',
  'MRT_TableDetailPanel',
  'MRT_RowPinButton',
  'MRT_TableBodyRowPinButton',
  'MRT_TableHeadCellGrabHandle',
  'MRT_TableBodyRowGrabHandle',
  'MRT_GrabHandleButton',
  'MRT_TableHeadCellResizeHandle',
];

const notInThisBuild = `import { cloneElement as MRT_cloneElement } from 'react';
function MRT_notInThisBuild(name) {
  throw new Error(name + ' is not part of this build: drop its stand-in from scripts/vite/mrt-stand-ins.ts to use it.');
}
`;

/**
 * The icons a table of ours can draw: the sort label's, the pager's and the filter mark's (My
 * Listings' table: the sort label's alone). The others belong to the parts replaced below (menus,
 * toolbars, editing, expanding, pinning).
 */
const SORT_ICONS = ['IconArrowsSort', 'IconSortAscending', 'IconSortDescending'];
const ICONS_DRAWN = [
  ...SORT_ICONS,
  'IconFilter',
  'IconChevronLeft',
  'IconChevronLeftPipe',
  'IconChevronRight',
  'IconChevronRightPipe',
];

const ALL_ICONS = /const MRT_Default_Icons = \{([^}]*)\};/;

/** Each stand-in, by the name of the component it replaces. */
const STAND_INS: Record<string, string> = {
  ...Object.fromEntries(
    NEVER_RENDERED.map((name) => [name, `() => MRT_notInThisBuild(${JSON.stringify(name)})`]),
  ),
  // Every filterable header cell draws this row, collapsed while the filter row is closed (it
  // is never opened here): nothing to draw then. Open, it would need the filter inputs.
  MRT_TableHeadCellFilterContainer: `({ table }) => {
    const { showColumnFilters } = table.getState();
    if (showColumnFilters || table.options.columnFilterDisplayMode === 'popover') {
      MRT_notInThisBuild('MRT_TableHeadCellFilterContainer');
    }
    return null;
  }`,
  // Fuzzy filtering ranks rows with @tanstack/match-sorter-utils. No table filters in the
  // browser by the library's filter functions (the admin tables filter on the server, My
  // Listings by the page's own search), so nothing is ever ranked, and fuzzy sorting is the
  // alphanumeric order it falls back to for unranked rows.
  fuzzy: `() => MRT_notInThisBuild('The fuzzy filter (match-sorter-utils)')`,
  fuzzy$1: `(rowA, rowB, columnId) => {
    if (rowA.columnFiltersMeta[columnId]) MRT_notInThisBuild('Ranked fuzzy sorting');
    return sortingFns.alphanumeric(rowA, rowB, columnId);
  }`,
  // The display columns (row numbers, selection, row actions, expanding, pinning, dragging,
  // spacer): the library builds each only while its option is on, and none is.
  ...Object.fromEntries(
    ['Pinning', 'Drag', 'Actions', 'Expand', 'Select', 'Numbers', 'Spacer'].map((kind) => [
      `getMRT_Row${kind}ColumnDef`,
      `() => MRT_notInThisBuild('The row ${kind.toLowerCase()} column')`,
    ]),
  ),
  // Columns are never virtualised (a handful of them); rows are.
  useMRT_ColumnVirtualizer: `(table) => {
    if (table.options.enableColumnVirtualization) MRT_notInThisBuild('Column virtualization');
    return undefined;
  }`,
};

/**
 * TanStack Table's row models no table of ours builds in the browser: grouping, expanding and
 * faceted values (never turned on), filtering and paging (the admin tables are in manual mode; My
 * Listings brings its own filtered rows and has no pager). The library asks for a model only
 * while the option is on, and builds it only when not in manual mode: each stand-in fails at
 * that point, so a table that needs one says so.
 */
const ROW_MODELS_NOT_BUILT: Record<string, string> = {
  getExpandedRowModel: `() => MRT_notInThisBuild('getExpandedRowModel (expanding, grouping)')`,
  getGroupedRowModel: `() => MRT_notInThisBuild('getGroupedRowModel (grouping)')`,
  getFacetedRowModel: `() => MRT_notInThisBuild('getFacetedRowModel (faceted values)')`,
  getFacetedMinMaxValues: `() => MRT_notInThisBuild('getFacetedMinMaxValues (faceted values)')`,
  getFacetedUniqueValues: `() => MRT_notInThisBuild('getFacetedUniqueValues (faceted values)')`,
  getFilteredRowModel: `() => () => () => MRT_notInThisBuild('getFilteredRowModel (filtering in the browser)')`,
  getPaginationRowModel: `() => () => () => MRT_notInThisBuild('getPaginationRowModel (paging in the browser)')`,
};

/**
 * My Listings' own copy of the library (its importer gets `?seller-table`): no bottom toolbar,
 * so no pager, no progress bar and no drop zone; no column filters and no footer; never a
 * loading overlay (it draws loading rows of its own); no filter match highlighting. The admin
 * tables keep all of these in their copy, which only the admin chunk holds, so the seller's table
 * chunk sheds Mantine's Pagination, Tooltip, Highlight and LoadingOverlay.
 */
const SELLER_TABLE = 'seller-table';

const SELLER_STAND_INS: Record<string, string> = {
  ...Object.fromEntries(
    [
      'MRT_BottomToolbar',
      'MRT_TablePagination',
      'MRT_ProgressBar',
      'MRT_ToolbarDropZone',
      // enableColumnFilters: false (the page's search filters), so no header draws a filter mark.
      'MRT_TableHeadCellFilterLabel',
      // enableTableFooter: false (no column has a footer).
      'MRT_TableFooter',
      'MRT_TableFooterRow',
      'MRT_TableFooterCell',
    ].map((name) => [name, `() => MRT_notInThisBuild(${JSON.stringify(name)})`]),
  ),
  // With no column filters, no column is given a filter function: TanStack Table's own set (it
  // keeps for itself) is all the library needs, not its extra ones (between, greaterThan, …).
  MRT_FilterFns: `Object.assign({}, filterFns)`,
};

const SELLER_IMPORTS_NOT_USED: Record<string, string> = {
  LoadingOverlay: `({ visible }) => (visible ? MRT_notInThisBuild('LoadingOverlay') : null)`,
  Highlight: `() => MRT_notInThisBuild('Highlight (enableFilterMatchHighlighting)')`,
  // The one tooltip left is the sort button's (after a second's hover; the button is named by
  // the same words): the browser's own title shows it, without Mantine's Tooltip and its
  // floating positioning in the seller's first load.
  Tooltip: `({ label, children }) => MRT_cloneElement(children, { title: label })`,
};

/**
 * Parts of a component kept in the build: the admin tables' pager, without its rows-per-page
 * Select (showRowsPerPage: false in every table), so Mantine's Select and Combobox stay out of
 * the seller's home.
 */
const REWRITES: { within: string; find: string; replace: string }[] = [
  {
    within: 'MRT_TablePagination',
    find: 'jsx(Select, {',
    replace: "jsx(() => MRT_notInThisBuild('The rows-per-page Select (showRowsPerPage)'), {",
  },
];

const TOP_LEVEL = /^(?:const|let|var|function|class|export) /gm;

/** The library's source with each stand-in in place of the component's own declaration. */
export function replaceComponents(source: string, standIns: Record<string, string>): string {
  let out = source;
  for (const { within, find, replace } of REWRITES) {
    const start = out.indexOf(`\nconst ${within} = `);
    TOP_LEVEL.lastIndex = start + 2;
    const end = start < 0 ? -1 : (TOP_LEVEL.exec(out)?.index ?? -1);
    const body = out.slice(start, end);
    if (end < 0 || body.split(find).length !== 2) {
      throw new Error(
        `mantine-react-table: ${within} changed; update scripts/vite/mrt-stand-ins.ts`,
      );
    }
    out = `${out.slice(0, start)}${body.replace(find, replace)}${out.slice(end)}`;
  }
  for (const [name, standIn] of Object.entries(standIns)) {
    const start = out.indexOf(`\nconst ${name} = `);
    if (start < 0)
      throw new Error(
        `mantine-react-table has no ${name} any more: update scripts/vite/mrt-stand-ins.ts`,
      );
    TOP_LEVEL.lastIndex = start + 2;
    const next = TOP_LEVEL.exec(out);
    if (!next) throw new Error(`mantine-react-table: cannot find where ${name} ends`);
    out = `${out.slice(0, start)}\nconst ${name} = ${standIn};\n${out.slice(next.index)}`;
  }
  return `${notInThisBuild}${out}`;
}

/**
 * The library's source with the named imports from `from` replaced by local stand-ins: the
 * import is renamed away (and then unused, so the bundler drops what it named), and a constant of
 * the same name takes its place.
 */
export function replaceImports(
  source: string,
  from: string,
  standIns: Record<string, string>,
): string {
  const line = new RegExp(`^import \\{([^}]*)\\} from '${from.replace(/[/.]/g, '\\$&')}';$`, 'm');
  const found = line.exec(source);
  if (!found) throw new Error(`mantine-react-table no longer imports from ${from}`);
  const names = found[1]!.split(',').map((name) => name.trim());
  const renamed = names.map((name) =>
    name in standIns ? `${name} as MRT_standInFor_${name}` : name,
  );
  for (const name of Object.keys(standIns)) {
    if (!names.includes(name)) {
      throw new Error(`mantine-react-table no longer imports ${name} from ${from}`);
    }
  }
  const locals = Object.entries(standIns)
    .map(([name, standIn]) => `const ${name} = ${standIn};`)
    .join('\n');
  return `${source.slice(0, found.index)}import { ${renamed.join(', ')} } from '${from}';\n${locals}${source.slice(found.index + found[0].length)}`;
}

/** The default icons: those drawn, and a stand-in for each of the others. */
export function replaceIcons(source: string, drawn: string[]): string {
  const found = ALL_ICONS.exec(source);
  if (!found) throw new Error('mantine-react-table has no MRT_Default_Icons any more');
  const names = found[1]!
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const missing = drawn.filter((name) => !names.includes(name));
  if (missing.length > 0) throw new Error(`mantine-react-table has no ${missing.join(', ')}`);
  const entries = names.map((name) =>
    drawn.includes(name) ? name : `${name}: () => MRT_notInThisBuild('${name}')`,
  );
  return source.replace(ALL_ICONS, `const MRT_Default_Icons = { ${entries.join(', ')} };`);
}

/** The whole rewrite of the library's module, for every table or for My Listings' copy. */
export function tableLibrary(source: string, sellerTable: boolean): string {
  let out = replaceIcons(source, sellerTable ? SORT_ICONS : ICONS_DRAWN);
  out = replaceImports(out, '@tanstack/react-table', ROW_MODELS_NOT_BUILT);
  if (sellerTable) out = replaceImports(out, '@mantine/core', SELLER_IMPORTS_NOT_USED);
  return replaceComponents(out, sellerTable ? { ...STAND_INS, ...SELLER_STAND_INS } : STAND_INS);
}

const LIBRARY = /mantine-react-table[\\/]dist[\\/]index\.esm\.mjs(\?.*)?$/;
/** Who gets My Listings' copy of the library. */
const SELLER_TABLE_IMPORTER = /[\\/]src[\\/]app[\\/]features[\\/]listings[\\/]/;

export function mrtStandIns(): Plugin {
  return {
    name: 'mantine-react-table-stand-ins',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'mantine-react-table' || !importer || !SELLER_TABLE_IMPORTER.test(importer)) {
        return null;
      }
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? { ...resolved, id: `${resolved.id}?${SELLER_TABLE}` } : null;
    },
    transform(code, id) {
      const library = LIBRARY.exec(id);
      if (!library) return null;
      return { code: tableLibrary(code, library[1] === `?${SELLER_TABLE}`), map: null };
    },
  };
}
