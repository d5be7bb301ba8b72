import {
  type Bar,
  type Category,
  type CreateMissionPayload,
  type CreateTaskField,
  type Courthouse,
  type LocationResult,
  categoriesFor,
  checkCreateTaskContext,
  createTaskMessages,
  validateCreateTask,
} from '@meslektas/domain';
import type { CreateTaskSummaryData } from '../create-task-summary/create-task-summary.tsx';
import { lazyModule } from '../../lib/lazy-module.ts';

/** The form's state: ids as chosen, strings as typed. */
export type CreateTaskDraft = {
  baroId: number | null;
  adliyeId: number | null;
  outAdliye: boolean;
  location: LocationResult | null;
  categoryId: number | null;
  price: number | null;
  planDate: string;
  planTime: string;
  description: string;
  fast: boolean;
  /** Güvenceli ödeme asked for (the form offers it once the service fee is known). */
  guaranteed: boolean;
};

export const emptyCreateTaskDraft: CreateTaskDraft = {
  baroId: null,
  adliyeId: null,
  outAdliye: false,
  location: null,
  categoryId: null,
  price: null,
  planDate: '',
  planTime: '',
  description: '',
  fast: false,
  guaranteed: false,
};

export type DraftLists = {
  bars: readonly Bar[];
  courthouses: readonly Courthouse[];
  categories: readonly Category[];
};

export type DraftResult =
  | { ok: false; field: CreateTaskField; message: string }
  | { ok: true; payload: CreateMissionPayload; summary: CreateTaskSummaryData };

/**
 * The payload module (the server's schema, and zod with it), loaded once; the form asks for it after
 * its first paint. A failed load is asked for again on the next submit.
 */
export const loadPayloadModule = lazyModule(() => import('./payload.ts'));

/**
 * Runs domain's checks in the spec's order (then the category, budget, bar-city and urgent checks)
 * and, when all pass, builds the create payload through the same schema the server uses. A refusal
 * by those checks answers without waiting for anything.
 */
export async function submitDraft(
  draft: CreateTaskDraft,
  lists: DraftLists,
  isVip: boolean,
  now: Date,
): Promise<DraftResult> {
  const bar = lists.bars.find((b) => b.baro_id === draft.baroId) ?? null;
  const category =
    categoriesFor(lists.categories, draft.outAdliye).find((c) => c.id === draft.categoryId) ?? null;
  const form = {
    baroId: bar ? draft.baroId : null,
    adliyeId: draft.adliyeId,
    outAdliye: draft.outAdliye,
    latitude: draft.location?.latitude,
    longitude: draft.location?.longitude,
    planDate: draft.planDate,
    planTime: draft.planTime,
    description: draft.description,
    category,
    price: draft.price,
  };
  const first = validateCreateTask(form, now);
  if (!first.ok) return first;
  if (!bar) return { ok: false, field: 'baro_id', message: createTaskMessages.noBar };
  if (!category) return { ok: false, field: 'category_id', message: createTaskMessages.noCategory };
  const context = checkCreateTaskContext(
    form,
    { bar, category, user: { vip: isVip }, location: draft.location, fast: draft.fast },
    now,
  );
  if (!context.ok) return context;

  const { parseCreatePayload } = await loadPayloadModule();
  const parsed = parseCreatePayload({
    address: draft.outAdliye ? draft.location : undefined,
    out_adliye: draft.outAdliye ? 1 : 0,
    baro_id: bar.baro_id,
    adliye_id: draft.outAdliye ? undefined : draft.adliyeId,
    category_id: category.id,
    mission_price: draft.price,
    plan_date: draft.planDate,
    plan_time: draft.planTime,
    other_detail: draft.description,
    fast_mission: draft.fast ? 1 : 0,
    guaranteed: draft.guaranteed ? 1 : 0,
  });
  if (!parsed.ok) return parsed;
  const payload = parsed.payload;
  const courthouse = lists.courthouses.find((c) => (c.adliye_id ?? c.id) === draft.adliyeId);
  return {
    ok: true,
    payload,
    summary: {
      barName: bar.name,
      place: draft.outAdliye ? (draft.location?.name ?? '') : (courthouse?.name ?? ''),
      address: draft.outAdliye ? (draft.location?.address ?? null) : null,
      categoryName: category.name,
      price: payload.mission_price,
      planDate: payload.plan_date,
      planTime: payload.plan_time ?? null,
      description: payload.other_detail,
      fast: draft.fast,
    },
  };
}
