import { describe, expect, it } from 'vitest';
import { imageKindOfBytes, isAvatarImageBytes } from './image-signature.ts';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('image signatures', () => {
  it.each([
    ['png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13), 'png', true],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF'), 'jpeg', true],
    ['gif89a', bytes('GIF89a', 1, 0, 1, 0), 'gif', true],
    ['gif87a', bytes('GIF87a', 1, 0, 1, 0), 'gif', true],
    ['webp', bytes('RIFF', 0, 0, 0, 0, 'WEBP'), 'webp', false],
    ['html named foto.png', bytes('<!doctype html>'), undefined, false],
    ['svg', bytes('<svg xmlns='), undefined, false],
    ['truncated png', bytes(0x89, 'PNG'), undefined, false],
    ['empty', bytes(), undefined, false],
  ])('%s is %s (avatar: %s)', (_name, input, kind, avatar) => {
    expect(imageKindOfBytes(input)).toBe(kind);
    expect(isAvatarImageBytes(input)).toBe(avatar);
  });
});
