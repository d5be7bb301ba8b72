import { describe, expect, it } from 'vitest';
import type { Category } from '../../contract/entities.ts';
import { categoriesFor, isAllowedBudget, isTimeRequired, parseBudgets } from './categories.ts';

const cat = (
  id: number,
  out_adliye: Category['out_adliye'],
  price = '500',
  time_required = false,
): Category => ({
  id,
  name: `Kategori ${id}`,
  price,
  out_adliye,
  time_required,
});
const all = [cat(1, 'both'), cat(2, 'in'), cat(3, 'out')];

describe('categories by the out-of-courthouse flag', () => {
  it.each([
    [false, [1, 2]],
    [true, [1, 3]],
  ])('out of courthouse %s shows %j', (out, ids) => {
    expect(categoriesFor(all, out).map((c) => c.id)).toEqual(ids);
  });
});

describe('budgets from the comma-separated list', () => {
  it.each([
    ['500,750,1000', [500, 750, 1000]],
    [' 500 , 750 ,', [500, 750]],
    ['500,abc,-5,0,500', [500]],
    ['1250.5', [1250.5]],
    ['', []],
    [null, []],
  ])('%j gives %j', (list, budgets) => {
    expect(parseBudgets(list)).toEqual(budgets);
  });

  it.each([
    [750, true],
    [700, false],
  ])('budget %s allowed: %s', (price, allowed) => {
    expect(isAllowedBudget(cat(1, 'both', '500,750'), price)).toBe(allowed);
  });
});

describe('time required per category', () => {
  it.each([
    [cat(1, 'both', '500', true), true],
    [cat(1, 'both', '500', false), false],
    [null, false],
  ])('%#', (category, required) => {
    expect(isTimeRequired(category)).toBe(required);
  });
});
