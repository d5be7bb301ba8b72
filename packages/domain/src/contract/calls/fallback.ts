/**
 * When nobody applies (docs/rules.md, "Başvuru gelmediğinde"): the owner of an open task whose window
 * ended without an applicant reads his choices and takes one of them: extend the window, widen the
 * audience to the nearby courthouses of the same city, raise the budget, or cancel.
 */
import { z } from 'zod';
import { dataEnvelope } from '../envelopes.ts';
import { endpoint } from '../endpoint.ts';
import { finiteNumber, obj } from '../fields.ts';
import { missionIdParamSchema } from '../requests.ts';
import { fallbackKinds, fallbackMessages } from '../../rules/fallback.ts';

const tag = 'Görevler';

const choiceSchema = z.object({
  kind: z.enum(fallbackKinds),
  available: z.boolean(),
  /** Why the choice cannot be taken now (shown beside the disabled button). */
  reason: z.string().nullable(),
});

/** A courthouse widening would reach, with its distance from the task's. */
const reachSchema = z.object({
  adliye_id: z.number().int(),
  adliye_name: z.string(),
  distance_m: z.number().int(),
});

export const fallbackOptionsSchema = z.object({
  mission_id: z.number().int(),
  /** The choices are offered: open, not urgent, nobody applied, window ended. */
  due: z.boolean(),
  choices: z.array(choiceSchema),
  extensions_left: z.number().int(),
  extensions_allowed: z.number().int(),
  /** The radius widening uses (km). */
  widen_km: z.number().int(),
  /** The radius the task was widened to, null if never. */
  widened_km: z.number().int().nullable(),
  reach: z.array(reachSchema),
  /** The current budget (whole lira). */
  price: z.number(),
  /** Median budget of the same category at the courthouse over 90 days; null with too few tasks. */
  suggested_budget: z.number().int().nullable(),
  /** The end of the current window (ISO-8601). */
  window_ends_at: z.string(),
});
export type FallbackOptionsData = z.infer<typeof fallbackOptionsSchema>;

const fallbackUseSchema = z.object({
  kind: z.enum(fallbackKinds),
  used: z.number().int(),
  worked: z.number().int(),
});
const fillGroupShape = {
  tasks: z.number().int(),
  answered: z.number().int(),
  assigned: z.number().int(),
  fill_rate: z.number(),
  assigned_rate: z.number(),
  median_first_seconds: z.number().int().nullable(),
  fallbacks: z.array(fallbackUseSchema),
};

/** The console dashboard's figures of how tasks find their lawyers (rules/fill-figures.ts). */
export const fillFiguresSchema = z.object({
  totals: z.object(fillGroupShape),
  by_day: z.array(z.object({ day: z.string(), ...fillGroupShape })),
  by_courthouse: z.array(
    z.object({ adliye_id: z.number().int().nullable(), adliye_name: z.string(), ...fillGroupShape }),
  ),
});

export const raiseBudgetSchema = obj({
  mission_price: finiteNumber(fallbackMessages.badPrice),
});
export type RaiseBudgetRequest = z.input<typeof raiseBudgetSchema>;

const done = z.object({ status: z.literal('true'), message: z.string() });

export const fallbackCalls = {
  options: endpoint({
    method: 'GET',
    path: '/mission/:id/fallback',
    summary: 'Başvuru gelmeyen görev için sahibine sunulan seçenekler (yalnızca görev sahibi)',
    tag,
    access: 'lawyer',
    params: missionIdParamSchema,
    response: dataEnvelope(fallbackOptionsSchema),
  }),
  extend: endpoint({
    method: 'POST',
    path: '/mission/:id/fallback/extend',
    summary: 'Başvuru süresini 15 dakika uzatır (en fazla uzatma hakkı kadar)',
    tag,
    access: 'lawyer',
    params: missionIdParamSchema,
    response: done,
  }),
  widen: endpoint({
    method: 'POST',
    path: '/mission/:id/fallback/widen',
    summary: 'Görevi aynı ildeki yakın adliyelere açar ve süreyi yeniden başlatır',
    tag,
    access: 'lawyer',
    params: missionIdParamSchema,
    response: done,
  }),
  raise: endpoint({
    method: 'POST',
    path: '/mission/:id/fallback/raise',
    summary: 'Bütçeyi artırır (mevcut bütçeden düşük olamaz) ve süreyi yeniden başlatır',
    tag,
    access: 'lawyer',
    params: missionIdParamSchema,
    body: raiseBudgetSchema,
    response: done,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/mission/:id/fallback/cancel',
    summary: 'Başvuru gelmeyen görevi iptal eder; iptal hakkından düşmez, yaptırımı yoktur',
    tag,
    access: 'lawyer',
    params: missionIdParamSchema,
    response: done,
  }),
};
