import { describe, expect, it } from 'vitest';
import {
  allowedImageKinds,
  checkDetectedImage,
  complaintAllowsImages,
  imageKindOfMime,
  tooManyImagesMessage,
} from './images.ts';

describe('at most 3 images', () => {
  it.each([
    ['hata-bildirimi', true],
    ['oneri-istek', false],
    ['diger', false],
  ])('complaint topic %s takes images: %s', (category, allowed) => {
    expect(complaintAllowsImages(category)).toBe(allowed);
  });

  it.each([
    [1, 'Yalnızca bir resim yükleyebilirsiniz.'],
    [3, 'En fazla 3 resim seçebilirsiniz!'],
    [5, 'En fazla 5 resim seçebilirsiniz!'],
  ])('one file over a limit of %s reads %s', (max, message) => {
    expect(tooManyImagesMessage(max)).toBe(message);
  });
});

describe('image kinds by detected bytes', () => {
  it.each([
    ['image/png', 'png'],
    ['image/apng', 'png'],
    ['image/jpeg', 'jpeg'],
    ['image/gif', 'gif'],
    ['image/webp', 'webp'],
    ['image/svg+xml', undefined],
    ['text/html', undefined],
    ['application/pdf', undefined],
    [undefined, undefined],
  ])('%s is kind %s', (mime, kind) => {
    expect(imageKindOfMime(mime)).toBe(kind);
  });

  it('allows the spec’s png, gif and jpeg for avatars and adds webp elsewhere', () => {
    expect([...allowedImageKinds('avatar')].sort()).toEqual(['gif', 'jpeg', 'png']);
    for (const purpose of ['dispute', 'complaint', 'verification'] as const) {
      expect([...allowedImageKinds(purpose)].sort()).toEqual(['gif', 'jpeg', 'png', 'webp']);
    }
  });

  it.each([
    ['image/png', 'dispute', true],
    ['image/webp', 'dispute', true],
    ['image/webp', 'avatar', false],
    ['image/gif', 'avatar', true],
    ['image/svg+xml', 'dispute', false],
    ['application/pdf', 'complaint', false],
    [undefined, 'verification', false],
  ] as const)('%s for a %s upload is allowed: %s', (mime, purpose, ok) => {
    expect(checkDetectedImage(mime, purpose).ok).toBe(ok);
  });

  it('explains a refusal in Turkish, naming the kinds the upload takes', () => {
    expect(checkDetectedImage('text/html', 'dispute')).toEqual({
      ok: false,
      message: 'Yalnızca PNG, JPEG, GIF veya WEBP biçiminde resim yükleyebilirsiniz.',
    });
    expect(checkDetectedImage('image/webp', 'avatar')).toEqual({
      ok: false,
      message: 'Yalnızca PNG, JPEG veya GIF biçiminde fotoğraf yükleyebilirsiniz.',
    });
  });
});
