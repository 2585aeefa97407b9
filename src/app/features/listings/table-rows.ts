/**
 * My Listings' row models: rows made only when read. The table library makes a row object (43
 * fields, most of them functions, some memoised: about 5 KB) for every listing, each time its
 * list changes; for ten thousand listings that is some 55 MB, built while the store is read, and
 * a long garbage collection after it that a keystroke waits behind. The table draws the ten
 * rows in view: here `rows` is an array whose rows are made when first read (a row kept for its
 * listing while it stays at the same place), and the search's filter and the sorting work on the
 * listings themselves, so neither makes a row for a listing out of view.
 */
import {
  createRow,
  getMemoOptions,
  getSortedRowModel,
  memo,
  type Row,
  type RowData,
  type RowModel,
  type SortingFn,
  type Table,
} from '@tanstack/react-table';

/** Where a lazy rows array's rows come from: the listing at each place, and its place in the list. */
interface Source<T> {
  original: (i: number) => T;
  index: (i: number) => number;
}

const sources = new WeakMap<object, Source<unknown>>();
const sourceOf = <T>(rows: Row<T>[]) => sources.get(rows) as Source<T> | undefined;

/** The position an array key names, or -1. */
function positionOf(key: string | symbol, length: number): number {
  if (typeof key !== 'string') return -1;
  const position = Number(key);
  return Number.isInteger(position) &&
    position >= 0 &&
    position < length &&
    String(position) === key
    ? position
    : -1;
}

/** An array of `length` rows, each made by `make` when first read. */
function lazyRows<T>(length: number, make: (i: number) => Row<T>, source: Source<T>): Row<T>[] {
  const made = new Array<Row<T>>(length);
  const at = (i: number) => (made[i] ??= make(i));
  const rows = new Proxy(made, {
    get: (target, key, receiver) => {
      const i = positionOf(key, length);
      return i >= 0 ? at(i) : Reflect.get(target, key, receiver);
    },
    has: (target, key) => positionOf(key, length) >= 0 || Reflect.has(target, key),
    getOwnPropertyDescriptor: (target, key) => {
      const i = positionOf(key, length);
      if (i >= 0) at(i);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
    ownKeys: (target) => {
      for (let i = 0; i < length; i++) at(i);
      return Reflect.ownKeys(target);
    },
  });
  sources.set(rows, source as Source<unknown>);
  return rows;
}

/** A row model whose rows-by-id index is built when first asked for (it makes every row). */
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

/** Every listing's row, made when the table first reads it, kept while it stays at its place. */
export function lazyCoreRowModel<T extends RowData & object>(): (
  table: Table<T>,
) => () => RowModel<T> {
  return (table) => {
    const made = new WeakMap<T, Row<T>>();
    return memo(
      () => [table.options.data],
      (data) => {
        const make = (i: number) => {
          const original = data[i]!;
          let row = made.get(original);
          if (!row || row.index !== i) {
            row = createRow(table, table._getRowId(original, i), original, i, 0);
            made.set(original, row);
          }
          return row;
        };
        return rowModelOf(
          lazyRows(data.length, make, { original: (i) => data[i]!, index: (i) => i }),
        );
      },
      getMemoOptions(table.options, 'debugTable', 'getRowModel', () => table._autoResetPageIndex()),
    );
  };
}

/** The rows of `picked` places of a lazy rows array, themselves lazy. */
function pickRows<T>(rows: Row<T>[], source: Source<T>, picked: number[]): Row<T>[] {
  return lazyRows(picked.length, (j) => rows[picked[j]!]!, {
    original: (j) => source.original(picked[j]!),
    index: (j) => source.index(picked[j]!),
  });
}

/**
 * The rows the search lets through, in one pass over the listings. The one column filter here is
 * the set of listings the page's search showed (`ReadonlySet` of the rows' originals).
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
        const source = sourceOf(all.rows);
        if (!source) return rowModelOf(all.rows.filter((row) => matches.has(row.original)));
        const picked: number[] = [];
        for (let i = 0; i < all.rows.length; i++)
          if (matches.has(source.original(i))) picked.push(i);
        return rowModelOf(pickRows(all.rows, source, picked));
      },
      getMemoOptions(table.options, 'debugTable', 'getFilteredRowModel', () =>
        table._autoResetPageIndex(),
      ),
    );
}

/** What a sorting function reads of a row: its value in a column (and its place and listing). */
interface SortKey<T> {
  index: number;
  original: T;
  getValue: (columnId: string) => unknown;
}

/**
 * A column's sorting function, given keys instead of rows. TanStack Table's sorting functions and
 * the table's own read a row only through `getValue`; a function that reads more of it must be
 * given rows, through the library's own sorted row model.
 */
const keyComparer = <T>(compare: SortingFn<T>) =>
  compare as (a: SortKey<T>, b: SortKey<T>, columnId: string) => number;

/**
 * The rows in the order the sorting asks for, compared as TanStack Table compares them (each
 * sorted column's sorting function, `sortUndefined`, `invertSorting`, ties in list order), over
 * the listings' values rather than rows. The columns name their sorting function: 'auto' would
 * read every row to guess one.
 */
export function lazySortedRowModel<T extends RowData & object>(): (
  table: Table<T>,
) => () => RowModel<T> {
  return (table) => {
    const library = getSortedRowModel<T>()(table);
    return memo(
      () => [table.getState().sorting, table.getPreSortedRowModel()],
      (sorting, model) => {
        const source = sourceOf(model.rows);
        if (!source) return library();
        const sorts = sorting.flatMap((entry) => {
          const column = table.getColumn(entry.id);
          if (!column?.getCanSort() || !column.accessorFn) return [];
          const accessor = column.accessorFn;
          const values = new Array<unknown>(model.rows.length);
          const valueAt = (i: number) =>
            i in values ? values[i] : (values[i] = accessor(source.original(i), source.index(i)));
          return [
            {
              id: entry.id,
              desc: entry.desc,
              valueAt,
              sortingFn: keyComparer(column.getSortingFn()),
              sortUndefined: column.columnDef.sortUndefined,
              invertSorting: column.columnDef.invertSorting,
            },
          ];
        });
        if (sorts.length === 0 || model.rows.length === 0) return model;
        // Stand-ins for rows, for the sorting functions: each only asks for a value.
        const keys = Array.from(
          { length: model.rows.length },
          (_, i): SortKey<T> & { i: number } => ({
            i,
            index: source.index(i),
            original: source.original(i),
            getValue: (id: string) => sorts.find((sort) => sort.id === id)?.valueAt(i),
          }),
        );
        keys.sort((a, b) => {
          for (const sort of sorts) {
            let order = 0;
            if (sort.sortUndefined) {
              const aUndefined = sort.valueAt(a.i) === undefined;
              const bUndefined = sort.valueAt(b.i) === undefined;
              if (aUndefined || bUndefined) {
                if (sort.sortUndefined === 'first') return aUndefined ? -1 : 1;
                if (sort.sortUndefined === 'last') return aUndefined ? 1 : -1;
                order =
                  aUndefined && bUndefined
                    ? 0
                    : aUndefined
                      ? sort.sortUndefined
                      : -sort.sortUndefined;
              }
            }
            if (order === 0) order = sort.sortingFn(a, b, sort.id);
            if (order !== 0) return order * (sort.desc ? -1 : 1) * (sort.invertSorting ? -1 : 1);
          }
          return a.index - b.index;
        });
        return rowModelOf(
          pickRows(
            model.rows,
            source,
            keys.map((key) => key.i),
          ),
        );
      },
      getMemoOptions(table.options, 'debugTable', 'getSortedRowModel', () =>
        table._autoResetPageIndex(),
      ),
    );
  };
}
