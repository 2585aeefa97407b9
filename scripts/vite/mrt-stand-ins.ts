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

const notInThisBuild = `function MRT_notInThisBuild(name) {
  throw new Error(name + ' is not part of this build: drop its stand-in from scripts/vite/mrt-stand-ins.ts to use it.');
}
`;

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

export function mrtStandIns(): Plugin {
  return {
    name: 'mantine-react-table-stand-ins',
    apply: 'build',
    transform(code, id) {
      if (!/mantine-react-table[\\/]dist[\\/]index\.esm\.mjs$/.test(id)) return null;
      return { code: replaceComponents(code, STAND_INS), map: null };
    },
  };
}
