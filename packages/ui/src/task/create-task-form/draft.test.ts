import { createTaskMessages } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { NOW, TODAY, bars, categories, courthouses, locationResults } from '../story-fixtures.ts';
import { type CreateTaskDraft, submitDraft } from './draft.ts';
import { inCourthouseDraft as inCourthouse } from './test-drafts.ts';

const lists = { bars, courthouses, categories };
const [istanbulPlace, ankaraPlace] = locationResults;
const outOfCourthouse: CreateTaskDraft = {
  ...inCourthouse,
  adliyeId: null,
  outAdliye: true,
  categoryId: 3,
  price: 600,
  location: istanbulPlace ?? null,
};

describe('submitDraft', () => {
  it.each<[string, Partial<CreateTaskDraft>, string]>([
    ['a bar missing from the list', { baroId: 99 }, createTaskMessages.noBar],
    ['a budget outside the category list', { price: 999 }, createTaskMessages.noBudget],
    [
      'an in-courthouse-only category out of the courthouse',
      { outAdliye: true, categoryId: 1, location: istanbulPlace ?? null },
      createTaskMessages.noCategory,
    ],
    [
      'a location outside the bar city',
      { ...outOfCourthouse, location: ankaraPlace ?? null },
      createTaskMessages.outsideBar,
    ],
    ['a past date', { planDate: '2026-03-15' }, createTaskMessages.pastDate],
  ])('given %s / refuses with its message', async (_, patch, message) => {
    const result = await submitDraft({ ...inCourthouse, ...patch }, lists, true, NOW);
    expect(result.ok ? null : result.message).toBe(message);
  });

  it('given a non-Pro user / refuses an urgent task', async () => {
    const result = await submitDraft({ ...inCourthouse, planDate: TODAY, fast: true }, lists, false, NOW);
    expect(result.ok).toBe(false);
  });

  it('given a courthouse task / builds the payload and the summary', async () => {
    const result = await submitDraft(inCourthouse, lists, false, NOW);
    expect(result).toMatchObject({
      ok: true,
      payload: {
        baro_id: 34,
        adliye_id: 1,
        out_adliye: 0,
        category_id: 2,
        mission_price: 750,
        fast_mission: 0,
        guaranteed: 0,
      },
      summary: { barName: 'İstanbul Barosu', place: 'Çağlayan Adliyesi', address: null, planTime: null },
    });
    expect(result.ok && result.payload.address).toBeUndefined();
  });

  it('given the guarantee asked for / sends it with the payload', async () => {
    const result = await submitDraft({ ...inCourthouse, guaranteed: true }, lists, false, NOW);
    expect(result).toMatchObject({ ok: true, payload: { mission_price: 750, guaranteed: 1 } });
  });

  it('given an out-of-courthouse task / sends the location and no courthouse', async () => {
    const result = await submitDraft(outOfCourthouse, lists, false, NOW);
    expect(result).toMatchObject({
      ok: true,
      payload: {
        out_adliye: 1,
        address: { latitude: 41.1095, longitude: 29.0203, name: 'İstanbul Vergi Dairesi Başkanlığı' },
      },
      summary: { place: 'İstanbul Vergi Dairesi Başkanlığı' },
    });
    expect(result.ok && result.payload.adliye_id).toBeUndefined();
  });
});
