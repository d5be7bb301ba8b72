import { describe, expect, it } from 'vitest';
import { canEditShortDescription, descriptionMode, splitShortDescriptions } from './descriptions.ts';

const mine = { id: 1, description: 'Dosya fotokopisi', user_id: 7 };
const system = { id: 2, description: 'Duruşmaya katılım', user_id: null };
const other = { id: 3, description: 'Başkasının', user_id: 8 };

describe('short descriptions', () => {
  it.each([
    [true, 'free'],
    [false, 'ready-only'],
  ])('allow_custom_descriptions %s: %s', (allow, mode) => {
    expect(descriptionMode(allow)).toBe(mode);
  });

  it.each([
    [mine, true, true],
    [mine, false, false],
    [system, true, false],
    [other, true, false],
  ])('%j editable when custom allowed %s: %s', (d, allow, editable) => {
    expect(canEditShortDescription(d, 7, allow)).toBe(editable);
  });

  it('splits the mine and system tabs', () => {
    expect(splitShortDescriptions([mine, system, other], 7)).toEqual({ mine: [mine], system: [system] });
  });
});
