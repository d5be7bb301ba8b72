import type { Category } from '../../contract/entities.ts';

/** Out of the courthouse shows 'both' and 'out' categories; inside shows 'both' and 'in'. */
export function categoriesFor(categories: readonly Category[], outOfCourthouse: boolean): Category[] {
  const wanted = outOfCourthouse ? 'out' : 'in';
  return categories.filter((c) => c.out_adliye === 'both' || c.out_adliye === wanted);
}

export function categoryFitsPlace(category: Category, outOfCourthouse: boolean): boolean {
  return categoriesFor([category], outOfCourthouse).length === 1;
}

/** The category's allowed budgets from its comma-separated list, in order, without blanks or junk. */
export function parseBudgets(priceList: string | null | undefined): number[] {
  if (!priceList) return [];
  const out: number[] = [];
  for (const part of priceList.split(',')) {
    const text = part.trim();
    if (text === '') continue;
    const value = Number(text);
    if (Number.isFinite(value) && value > 0 && !out.includes(value)) out.push(value);
  }
  return out;
}

export function isAllowedBudget(category: Category, price: number): boolean {
  return parseBudgets(category.price).includes(price);
}

/** Whether the form marks the time as required for the category. */
export function isTimeRequired(category: Category | null | undefined): boolean {
  return category?.time_required === true;
}
