/**
 * The example category chips of the spec (section 1): shown on the landing page, and offered by
 * the bot when a buyer's search finds nothing.
 */
export const EXAMPLE_CATEGORIES = [
  'Plumbing Services',
  'Land for Sale',
  'Student Accommodation',
  'Vehicle Sales',
  'Repair Services',
  'Beauty Services',
  'Electronics',
  'Home Services',
  'Tutoring',
] as const;
