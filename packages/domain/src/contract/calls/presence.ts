/**
 * "Adliyedeyim": a lawyer says he is at one of the courthouses he serves, placed there by his
 * browser's location (checked on the server against the courthouse's coordinates and never
 * stored), until he turns it off, a number of hours pass, or the Istanbul day ends.
 */
import { z } from 'zod';
import { dataEnvelope } from '../envelopes.ts';
import { endpoint } from '../endpoint.ts';
import { finiteNumber, idField, obj } from '../fields.ts';
import { presenceRefusalMessages } from '../../rules/presence.ts';

const tag = 'Adliyede';

export const presenceMessages = {
  noCourthouse: 'Lütfen hizmet verdiğiniz adliyelerden birini seçiniz.',
  noLocation: presenceRefusalMessages.noLocation,
} as const;

/** Where the lawyer is present now, and until when (ISO-8601). */
export const presenceSchema = z.object({
  adliye_id: z.number().int(),
  adliye_name: z.string(),
  started_at: z.string(),
  expires_at: z.string(),
});
export type Presence = z.infer<typeof presenceSchema>;

const coordinate = (min: number, max: number) =>
  finiteNumber(presenceMessages.noLocation).pipe(
    z
      .number()
      .min(min, { error: presenceMessages.noLocation })
      .max(max, { error: presenceMessages.noLocation }),
  );

export const setPresenceSchema = obj({
  adliye_id: idField(presenceMessages.noCourthouse),
  latitude: coordinate(-90, 90),
  longitude: coordinate(-180, 180),
});
export type SetPresenceRequest = z.input<typeof setPresenceSchema>;

/** How many colleagues are present at a courthouse now (the create form shows it live). */
export const presentCountSchema = z.object({ adliye_id: z.number().int(), count: z.number().int() });
export type PresentCount = z.infer<typeof presentCountSchema>;

const done = z.object({ status: z.literal('true'), message: z.string() });

export const presenceCalls = {
  mine: endpoint({
    method: 'GET',
    path: '/presence',
    summary: 'Avukatın şu anki "Adliyedeyim" bilgisi (yoksa null)',
    tag,
    access: 'lawyer',
    response: dataEnvelope(presenceSchema.nullable()),
  }),
  set: endpoint({
    method: 'POST',
    path: '/presence',
    summary:
      'Hizmet verilen bir adliyede "Adliyedeyim" der; konum adliyenin yarıçapı içinde olmalıdır. ' +
      'Konum saklanmaz, yalnızca adliye ve süre saklanır',
    tag,
    access: 'lawyer',
    body: setPresenceSchema,
    response: done.extend({ data: presenceSchema }),
  }),
  end: endpoint({
    method: 'DELETE',
    path: '/presence',
    summary: '"Adliyedeyim" bilgisini kapatır',
    tag,
    access: 'lawyer',
    response: done,
  }),
  count: endpoint({
    method: 'GET',
    path: '/presence/count',
    summary: 'Bir adliyede şu an bulunan meslektaş sayısı',
    tag,
    access: 'lawyer',
    query: obj({ adliye_id: idField(presenceMessages.noCourthouse) }),
    response: dataEnvelope(presentCountSchema),
  }),
};
