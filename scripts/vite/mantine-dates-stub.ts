/**
 * Stands in for @mantine/dates in the app's browser build (vite.config.ts). mantine-react-table
 * imports DateInput for its date filters only; no table of the app has one, and the real package
 * with dayjs and its plugins would weigh on the first load of the seller's home. A date filter
 * added later fails loudly here rather than drawing nothing.
 */
export function DateInput(): never {
  throw new Error(
    'Date filters are not part of this build: drop the @mantine/dates stand-in from vite.config.ts to use one.',
  );
}
