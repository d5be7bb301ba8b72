import { describe, expect, it } from 'vitest';
import { dataOf } from './envelope.ts';

describe('dataOf', () => {
  it('reads `{ data }` and the spec’s `data.data`', () => {
    expect(dataOf({ data: [1, 2] })).toEqual([1, 2]);
    expect(dataOf({ data: { data: [3] } })).toEqual([3]);
  });

  it('leaves a payload without an envelope, and a page with its fields, alone', () => {
    expect(dataOf({ token: 't' })).toEqual({ token: 't' });
    expect(dataOf([{ data: 1 }])).toEqual([{ data: 1 }]);
  });
});
