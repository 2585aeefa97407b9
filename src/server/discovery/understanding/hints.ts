/**
 * Which of the kinds a request's words name is the thing and which only a hint: someone who
 * repairs, works on a house or teaches is the trade, not what they work on; hiring a vehicle is
 * car hire.
 */
import type { CategoryGuess, SearchRequest } from './types';

/** The categories with the hints weakened, the thing first. */
export function weighHints(
  named: CategoryGuess[],
  dealType: SearchRequest['dealType'],
): CategoryGuess[] {
  let categories = named;
  // Someone who repairs a fridge is the thing, not a fridge ('olungisa ifriji').
  if (categories.some((c) => c.type === 'repair_services' && c.weight >= 0.8)) {
    categories = categories.map((c) =>
      c.type === 'repair_services' || c.type === 'home_services'
        ? c
        : { ...c, weight: Math.min(c.weight, 0.5) },
    );
  }
  // Someone who works on a house is the trade, not a house ('munhu anopenda imba', 'plumber
  // for my house'): the house is only a hint.
  if (categories.some((c) => c.type === 'home_services' && c.weight >= 0.8)) {
    categories = categories.map((c) =>
      c.type === 'real_estate' ? { ...c, weight: Math.min(c.weight, 0.4) } : c,
    );
  }
  // Someone who teaches children is a tutor, not children's clothes ('umuntu ofundisa
  // abantwana'): who is taught is only a hint.
  if (categories.some((c) => c.type === 'education' && c.weight >= 0.8)) {
    categories = categories.map((c) =>
      c.type === 'fashion' ? { ...c, weight: Math.min(c.weight, 0.4) } : c,
    );
  }
  // Hiring a vehicle is car hire, whatever kind of vehicle it is.
  if (dealType === 'rent' && categories.some((c) => c.type === 'vehicle')) {
    categories = [
      { type: 'car_rental', weight: 1 },
      ...categories.filter((c) => c.type !== 'car_rental'),
    ];
  }
  return categories;
}

/** Whether the request names a trade (a repairer, a plumber): the trade is the thing. */
export const namesTrade = (categories: CategoryGuess[]) =>
  categories.some(
    (c) =>
      (c.type === 'repair_services' || c.type === 'home_services' || c.type === 'services') &&
      c.weight >= 0.8,
  );
