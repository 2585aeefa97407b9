/**
 * The table's rows built once per listing. The table library builds a row object (with a few
 * dozen functions) for every listing each time its list changes; while the store is read in
 * slices the list only grows, so building rows for ten thousand listings again for each slice
 * made the slices long tasks. Here a listing read before keeps its row; only the rows of the new
 * slice are built. A row is reused only at the same position, so order and ids are as before.
 */
import {
  createRow,
  getMemoOptions,
  memo,
  type Row,
  type RowData,
  type RowModel,
  type Table,
} from '@tanstack/react-table';

export function reusingCoreRowModel<T extends RowData & object>(): (
  table: Table<T>,
) => () => RowModel<T> {
  return (table) => {
    const built = new WeakMap<T, Row<T>>();
    let lastData: readonly T[] = [];
    let lastRows: Row<T>[] = [];
    return memo(
      () => [table.options.data],
      (data) => {
        // While the store is read, each list starts with the last one: those rows are taken as a
        // block (one pointer comparison per listing), and only the new slice's are looked up.
        const shared = Math.min(lastData.length, data.length);
        let same = 0;
        while (same < shared && data[same] === lastData[same]) same++;
        const rows = lastRows.slice(0, same);
        for (let i = same; i < data.length; i++) {
          const original = data[i]!;
          let row = built.get(original);
          if (!row || row.index !== i) {
            row = createRow(table, table._getRowId(original, i), original, i, 0);
            built.set(original, row);
          }
          rows.push(row);
        }
        lastData = data;
        lastRows = rows;
        return rowModelOf(rows);
      },
      getMemoOptions(table.options, 'debugTable', 'getRowModel', () => table._autoResetPageIndex()),
    );
  };
}

/**
 * A row model whose rows-by-id index is built when first asked for (looking a row up by id,
 * sorting), not for every slice read or keystroke: ten thousand keys take a few milliseconds.
 */
function rowModelOf<T extends RowData>(rows: Row<T>[]): RowModel<T> {
  let byId: Record<string, Row<T>> | undefined;
  return {
    rows,
    flatRows: rows,
    get rowsById() {
      if (!byId) {
        byId = {};
        for (const row of rows) byId[row.id] = row;
      }
      return byId;
    },
  };
}

/**
 * The rows the search lets through, in one pass and without a new object per row. The table
 * library's own filtering gives every row of the ten thousand fresh filter records on each
 * keystroke, for filter functions and highlighting this table does not use. The one column filter
 * here is the set of listings the page's search showed (`ReadonlySet` of the rows' originals).
 */
export function matchingRowModel<T extends RowData & object>(): (
  table: Table<T>,
) => () => RowModel<T> {
  return (table) =>
    memo(
      () => [table.getPreFilteredRowModel(), table.getState().columnFilters],
      (all, filters) => {
        const matches = filters[0]?.value as ReadonlySet<T> | undefined;
        if (!matches) return all;
        return rowModelOf(all.rows.filter((row) => matches.has(row.original)));
      },
      getMemoOptions(table.options, 'debugTable', 'getFilteredRowModel', () =>
        table._autoResetPageIndex(),
      ),
    );
}
