/**
 * My Listings' row models (table-rows.ts) on TanStack Table itself: a list that grows keeps the
 * rows it had, so only a new slice's rows are built; any other change gives rows at their right
 * places; the search's matches are the rows shown, in order; rows are found by id.
 */
import { describe, expect, it } from 'vitest';
import {
  createTable,
  type ColumnFiltersState,
  type TableOptionsResolved,
} from '@tanstack/react-table';
import { matchingRowModel, reusingCoreRowModel } from '@/app/features/listings/table-rows';

interface Item {
  id: string;
  title: string;
}

const items = (from: number, to: number): Item[] =>
  Array.from({ length: to - from }, (_, i) => ({
    id: `item-${from + i}`,
    title: `Item ${from + i}`,
  }));

function tableOf(data: Item[]) {
  let columnFilters: ColumnFiltersState = [];
  const options = (rows: Item[]): TableOptionsResolved<Item> => ({
    data: rows,
    columns: [{ id: 'title', accessorKey: 'title' }],
    getRowId: (item) => item.id,
    getCoreRowModel: reusingCoreRowModel<Item>(),
    getFilteredRowModel: matchingRowModel<Item>(),
    state: { columnFilters },
    onStateChange: () => {},
    renderFallbackValue: null,
  });
  const resolved = options(data);
  const table = createTable(resolved);
  return {
    table,
    show(rows: Item[]) {
      table.setOptions((prev) => ({ ...prev, data: rows, state: { columnFilters } }));
    },
    search(matches: Item[] | null) {
      columnFilters = matches ? [{ id: 'title', value: new Set(matches) }] : [];
      table.setOptions((prev) => ({ ...prev, state: { columnFilters } }));
    },
  };
}

describe("My Listings' row models", () => {
  it('keeps the rows of a list that grows and builds only the new ones', () => {
    const first = items(0, 40);
    const { table, show } = tableOf(first);
    const before = table.getCoreRowModel().rows;
    expect(before.map((row) => row.id)).toEqual(first.map((item) => item.id));

    const grown = first.concat(items(40, 240));
    show(grown);
    const after = table.getCoreRowModel().rows;
    expect(after).toHaveLength(240);
    // The same row objects for the listings shown before, new ones at their places after them.
    after.slice(0, 40).forEach((row, i) => expect(row).toBe(before[i]));
    after.forEach((row, i) => {
      expect(row.index).toBe(i);
      expect(row.original).toBe(grown[i]);
      expect(row.getValue('title')).toBe(grown[i]!.title);
    });
  });

  it('gives every row its new place when a listing comes first', () => {
    const list = items(0, 5);
    const { table, show } = tableOf(list);
    const before = table.getCoreRowModel().rows;
    const newest = { id: 'item-new', title: 'Newest' };
    show([newest, ...list]);
    const after = table.getCoreRowModel().rows;
    expect(after.map((row) => row.id)).toEqual(['item-new', ...list.map((item) => item.id)]);
    after.forEach((row, i) => expect(row.index).toBe(i));
    // Moved rows are built again (a row's index is part of it), none is shared at a wrong place.
    expect(after.some((row) => before.includes(row))).toBe(false);
  });

  it("shows the search's matches in the list's order, and finds rows by id", () => {
    const list = items(0, 10);
    const { table, search } = tableOf(list);
    expect(table.getRowModel().rows).toHaveLength(10);
    search([list[7]!, list[2]!]);
    expect(table.getRowModel().rows.map((row) => row.id)).toEqual(['item-2', 'item-7']);
    expect(table.getRowModel().rowsById['item-7']?.original).toBe(list[7]);
    expect(table.getRowModel().rowsById['item-3']).toBeUndefined();
    expect(table.getRow('item-9').original).toBe(list[9]);
    search(null);
    expect(table.getRowModel().rows).toHaveLength(10);
  });
});
