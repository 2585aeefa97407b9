/**
 * My Listings' row models (table-rows.ts) on TanStack Table itself: a row is made only when the
 * table reads it, and kept for its listing while it stays at its place; the search's matches and
 * the sorting are worked out over the listings, making no row out of view; the rows still behave
 * as an array, and are found by id.
 */
import { describe, expect, it } from 'vitest';
import {
  createTable,
  getCoreRowModel,
  getSortedRowModel,
  type ColumnDef,
  type ColumnFiltersState,
  type SortingState,
} from '@tanstack/react-table';
import {
  lazyCoreRowModel,
  lazySortedRowModel,
  matchingRowModel,
} from '@/app/features/listings/table-rows';

interface Item {
  id: string;
  title: string;
  views?: number;
}

const items = (from: number, to: number): Item[] =>
  Array.from({ length: to - from }, (_, i) => ({
    id: `item-${from + i}`,
    title: `Item ${from + i}`,
  }));

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const COLUMNS: ColumnDef<Item>[] = [
  {
    id: 'title',
    accessorKey: 'title',
    sortingFn: (a, b, id) => collator.compare(String(a.getValue(id)), String(b.getValue(id))),
  },
  { id: 'views', accessorKey: 'views', sortingFn: 'basic' },
];

/** A table over `data`, counting the rows it makes (each asks for its id once). */
function tableOf(data: Item[]) {
  let columnFilters: ColumnFiltersState = [];
  let sorting: SortingState = [];
  const made: string[] = [];
  const table = createTable<Item>({
    data,
    columns: COLUMNS,
    getRowId: (item) => {
      made.push(item.id);
      return item.id;
    },
    getCoreRowModel: lazyCoreRowModel<Item>(),
    getFilteredRowModel: matchingRowModel<Item>(),
    getSortedRowModel: lazySortedRowModel<Item>(),
    state: { columnFilters, sorting },
    onStateChange: () => {},
    renderFallbackValue: null,
  });
  const state = () => ({ columnFilters, sorting });
  return {
    table,
    made,
    show(rows: Item[]) {
      table.setOptions((prev) => ({ ...prev, data: rows, state: state() }));
    },
    search(matches: Item[] | null) {
      columnFilters = matches ? [{ id: 'title', value: new Set(matches) }] : [];
      table.setOptions((prev) => ({ ...prev, state: state() }));
    },
    sort(next: SortingState) {
      sorting = next;
      table.setOptions((prev) => ({ ...prev, state: state() }));
    },
  };
}

const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id);

describe("My Listings' row models", () => {
  it('makes a row only when it is read, once', () => {
    const list = items(0, 10_000);
    const { table, made } = tableOf(list);
    const rows = table.getRowModel().rows;
    expect(rows).toHaveLength(10_000);
    expect(made).toEqual([]);
    // The rows in view.
    const inView = [0, 1, 2, 9_999].map((i) => rows[i]!);
    expect(idsOf(inView)).toEqual(['item-0', 'item-1', 'item-2', 'item-9999']);
    expect(rows[1]).toBe(inView[1]);
    expect(made).toHaveLength(4);
    expect(inView[3]!.index).toBe(9_999);
    expect(inView[3]!.getValue('title')).toBe('Item 9999');
  });

  it('keeps the rows of a list that grows, and gives moved listings rows at their new places', () => {
    const first = items(0, 40);
    const { table, show } = tableOf(first);
    const before = [...table.getCoreRowModel().rows];
    show(first.concat(items(40, 240)));
    const grown = table.getCoreRowModel().rows;
    expect(grown).toHaveLength(240);
    before.forEach((row, i) => expect(grown[i]).toBe(row));
    expect(grown[239]!.index).toBe(239);

    const newest = { id: 'item-new', title: 'Newest' };
    show([newest, ...first]);
    const moved = table.getCoreRowModel().rows;
    expect(idsOf(moved.slice(0, 3))).toEqual(['item-new', 'item-0', 'item-1']);
    moved.forEach((row, i) => expect(row.index).toBe(i));
    expect(moved[1]).not.toBe(before[0]);
  });

  it("shows the search's matches in the list's order, making only the rows read", () => {
    const list = items(0, 1000);
    const { table, made, search } = tableOf(list);
    search([list[700]!, list[2]!, list[350]!]);
    const rows = table.getRowModel().rows;
    expect(rows).toHaveLength(3);
    expect(made).toEqual([]);
    expect(idsOf([rows[0]!, rows[1]!])).toEqual(['item-2', 'item-350']);
    expect(made).toEqual(['item-2', 'item-350']);
    expect(table.getRowModel().rowsById['item-700']?.original).toBe(list[700]);
    expect(table.getRowModel().rowsById['item-3']).toBeUndefined();
    search(null);
    expect(table.getRowModel().rows).toHaveLength(1000);
  });

  it('sorts over the listings in the order TanStack Table gives, making no row', () => {
    const list: Item[] = [
      { id: 'a', title: 'Room 12', views: 3 },
      { id: 'b', title: 'room 2', views: 7 },
      { id: 'c', title: 'House', views: 3 },
      { id: 'd', title: 'Room 2', views: undefined },
      { id: 'e', title: 'Flat', views: 0 },
    ];
    const { table, made, sort, search } = tableOf(list);
    // The library's own rows and sorting, for the order to agree with.
    let sorting: SortingState = [];
    const library = createTable<Item>({
      data: list,
      columns: COLUMNS,
      getRowId: (item) => item.id,
      getCoreRowModel: getCoreRowModel(),
      getSortedRowModel: getSortedRowModel(),
      state: { sorting },
      onStateChange: () => {},
      renderFallbackValue: null,
    });
    const sorts: SortingState[] = [
      [{ id: 'title', desc: false }],
      [{ id: 'title', desc: true }],
      [{ id: 'views', desc: false }],
      [{ id: 'views', desc: true }],
      [
        { id: 'views', desc: false },
        { id: 'title', desc: true },
      ],
    ];
    for (const next of sorts) {
      sort(next);
      sorting = next;
      library.setOptions((prev) => ({ ...prev, state: { sorting } }));
      const order = idsOf(library.getRowModel().rows);
      const ids = table.getRowModel().rows;
      expect(made).toEqual([]);
      expect(idsOf([...ids])).toEqual(order);
      made.length = 0;
    }
    // Words in reading order, case aside; equal titles keep their order in the list.
    sort([{ id: 'title', desc: false }]);
    expect(idsOf([...table.getRowModel().rows])).toEqual(['e', 'c', 'b', 'd', 'a']);
    // The search's matches, sorted.
    search([list[0]!, list[2]!]);
    expect(idsOf([...table.getRowModel().rows])).toEqual(['c', 'a']);
  });

  it('behaves as an array of rows', () => {
    const { table } = tableOf(items(0, 5));
    const rows = table.getRowModel().rows;
    expect(Array.isArray(rows)).toBe(true);
    expect(2 in rows).toBe(true);
    expect(5 in rows).toBe(false);
    expect(rows.map((row) => row.index)).toEqual([0, 1, 2, 3, 4]);
    expect(idsOf(rows.filter((row) => row.index % 2 === 0))).toEqual([
      'item-0',
      'item-2',
      'item-4',
    ]);
    expect(Object.keys(rows)).toEqual(['0', '1', '2', '3', '4']);
    expect(table.getRow('item-3').original.title).toBe('Item 3');
  });
});
