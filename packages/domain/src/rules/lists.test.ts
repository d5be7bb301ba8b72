import { describe, expect, it } from 'vitest';
import { hasMoreNotifications, showLoadMore } from './lists.ts';

describe('load more', () => {
  it.each([
    [6, 5, true],
    [5, 5, false],
    [4, 5, false],
    [1, 0, false],
    [2, 1, true],
    [0, 0, false],
  ])('total %s with %s shown: %s', (total, count, shown) => {
    expect(showLoadMore(total, count)).toBe(shown);
  });
});

describe('paging', () => {
  it.each([
    [1, 3, true],
    [3, 3, false],
    [4, 3, false],
    [1, 1, false],
  ])('notifications page %s of %s has more: %s', (current_page, last_page, more) => {
    expect(hasMoreNotifications({ current_page, last_page })).toBe(more);
  });
});
