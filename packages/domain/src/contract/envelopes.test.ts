import { describe, expect, it } from 'vitest';
import { isStatusFalse } from './envelopes.ts';

describe('status false answers', () => {
  it.each([
    [{ status: 'false', messages: ['x'] }, true],
    [{ status: false, messages: ['x'] }, false],
    [{ status: 'true' }, false],
    [null, false],
    ['false', false],
  ])('%j is a refusal: %s', (body, refused) => {
    expect(isStatusFalse(body)).toBe(refused);
  });
});
