/**
 * The lawyer's mission courthouses, his bar and the task categories he does not want (spec §7.4
 * bar change, §7.6). Reading the bars, a bar's courthouses and his own courthouses is in
 * reference.ts (`global/allBaroData`, `global/allAdliyeData`, `user/getAdliyeData`).
 */
import { z } from 'zod';
import { dataEnvelope } from '../envelopes.ts';
import { endpoint } from '../endpoint.ts';
import { notCategoriesUpdateSchema, updateAdliyeSchema, updateBaroAndAdliyeSchema } from '../requests.ts';
import { myCourthousesSchema } from './reference.ts';

const tag = 'Adliyeler ve kategoriler';

/** A task category and whether the lawyer excluded it (he gets no task of it). */
const excludableCategorySchema = z.object({
  category_id: z.number().int(),
  name: z.string(),
  excluded: z.boolean(),
});
export type ExcludableCategory = z.infer<typeof excludableCategorySchema>;

const done = z.object({ status: z.literal('true'), message: z.string() });

export const courthouseCalls = {
  updateBarAndCourthouses: endpoint({
    method: 'POST',
    path: '/user/update/baroAndAdliye',
    summary:
      'Baroyu ve görev adliyelerini birlikte değiştirir; adliyeler seçilen baronun olmalıdır. Başka ' +
      'bir baroya geçmek bir baro değişikliği hakkı harcar; hakkı olmayana 402 bar_change_payment',
    tag,
    access: 'lawyer',
    body: updateBaroAndAdliyeSchema,
    response: done.extend({ data: myCourthousesSchema }),
  }),
  updateCourthouses: endpoint({
    method: 'POST',
    path: '/user/update/adliye',
    summary: 'Görev adliyelerini değiştirir (en az bir tane, hepsi avukatın barosunun)',
    tag,
    access: 'lawyer',
    body: updateAdliyeSchema,
    response: done.extend({ data: myCourthousesSchema }),
  }),
  excludedCategories: endpoint({
    method: 'GET',
    path: '/user/notCategoriesList',
    summary: 'Etkin görev kategorileri; avukatın görev almak istemedikleri işaretli',
    tag,
    access: 'lawyer',
    response: dataEnvelope(z.array(excludableCategorySchema)),
  }),
  updateExcludedCategories: endpoint({
    method: 'POST',
    path: '/user/notCategoriesUpdate',
    summary: 'Görev almak istenmeyen kategorileri verilen listeyle değiştirir (boş liste: hepsi gelir)',
    tag,
    access: 'lawyer',
    body: notCategoriesUpdateSchema,
    response: done.extend({ data: z.array(excludableCategorySchema) }),
  }),
};
