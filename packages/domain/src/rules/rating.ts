export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The select's options, 1 to 5. */
export const RATING_OPTIONS: readonly number[] = [1, 2, 3, 4, 5];

export function isValidRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX;
}
