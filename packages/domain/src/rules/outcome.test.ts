import { describe, expect, it } from 'vitest';
import { messagesOf } from './outcome.ts';

describe('messages of a body', () => {
  it.each([
    [null, []],
    ['Düz metin', ['Düz metin']],
    [{ message: 'Tek' }, ['Tek']],
    [{ message: 'Genel', errors: { a: ['A'] } }, ['A']],
    [{ messages: { a: ['A'], b: ['B', ''] } }, ['A', 'B']],
  ])('%j', (body, list) => {
    expect(messagesOf(body)).toEqual(list);
  });
});
