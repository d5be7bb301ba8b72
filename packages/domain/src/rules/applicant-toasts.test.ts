import { describe, expect, it } from 'vitest';
import { applicantCountToast } from './applicant-toasts.ts';

describe('applicant-count toasts', () => {
  it.each([
    [0, null],
    [1, 'Görevlendirmenize Başvuru Geldi!'],
    [2, null],
    [4, null],
    [5, 'Görevlendirmenize Başvuru Gelmeye Devam Ediyor!'],
    [9, null],
    [10, 'Görevlendirmenize Bayağı İlgi Gördü!'],
    [11, null],
  ])('at %s applicants: %s', (count, text) => {
    expect(applicantCountToast(count)).toBe(text);
  });
});
