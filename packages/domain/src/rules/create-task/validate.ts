import type { Bar, Category, LocationResult, User } from '../../contract/entities.ts';
import { createTaskMessages as m, permissionMessages } from '../../messages.ts';
import { isBeforeToday } from '../istanbul-date.ts';
import { categoryFitsPlace, isAllowedBudget, isTimeRequired } from './categories.ts';
import { isLocationInBarCity } from './location.ts';
import { urgentOutcome } from './urgent.ts';

/** What the create form holds, in the loose shape of form state (anything may still be empty). */
export interface CreateTaskForm {
  baroId: number | null | undefined;
  adliyeId: number | null | undefined;
  outAdliye: boolean;
  latitude: number | null | undefined;
  longitude: number | null | undefined;
  planDate: string | null | undefined;
  planTime: string | null | undefined;
  description: string | null | undefined;
  category: Category | null | undefined;
  price: number | null | undefined;
}

export type CreateTaskField =
  | 'baro_id'
  | 'adliye_id'
  | 'address'
  | 'plan_date'
  | 'other_detail'
  | 'plan_time'
  | 'category_id'
  | 'mission_price'
  | 'fast_mission';

export type CheckResult = { ok: true } | { ok: false; field: CreateTaskField; message: string };

const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';
const missing = (v: number | null | undefined) =>
  v === null || v === undefined || !Number.isFinite(v) || v <= 0;

/** The spec's nine checks in its order; the first failure wins and is shown as a toast. */
export function validateCreateTask(form: CreateTaskForm, now: Date): CheckResult {
  const checks: [boolean, CreateTaskField, string][] = [
    [missing(form.baroId), 'baro_id', m.noBar],
    [missing(form.adliyeId) && !form.outAdliye, 'adliye_id', m.noCourthouse],
    [form.outAdliye && (form.latitude == null || form.longitude == null), 'address', m.noLocation],
    [blank(form.planDate), 'plan_date', m.noDate],
    [blank(form.description), 'other_detail', m.noDescription],
    [isTimeRequired(form.category) && blank(form.planTime), 'plan_time', m.noTime],
    [!form.category, 'category_id', m.noCategory],
    [missing(form.price), 'mission_price', m.noBudget],
    [!blank(form.planDate) && isBeforeToday(form.planDate ?? '', now), 'plan_date', m.pastDate],
  ];
  for (const [failed, field, message] of checks) {
    if (failed) return { ok: false, field, message };
  }
  return { ok: true };
}

/** Facts only the server knows for sure, checked after the nine. */
export interface CreateTaskContext {
  bar: Bar;
  category: Category;
  user: Pick<User, 'vip'>;
  /** The chosen location's province and address, when out of the courthouse. */
  location: Pick<LocationResult, 'province' | 'address'> | null;
  fast: boolean;
}

/** Category fits the place, budget is one of the category's, location in the bar's city, urgent allowed. */
export function checkCreateTaskContext(form: CreateTaskForm, ctx: CreateTaskContext, now: Date): CheckResult {
  if (!categoryFitsPlace(ctx.category, form.outAdliye)) {
    return { ok: false, field: 'category_id', message: m.noCategory };
  }
  if (form.price == null || !isAllowedBudget(ctx.category, form.price)) {
    return { ok: false, field: 'mission_price', message: m.noBudget };
  }
  if (form.outAdliye && ctx.location && !isLocationInBarCity(ctx.location, ctx.bar)) {
    return { ok: false, field: 'address', message: m.outsideBar };
  }
  if (ctx.fast) {
    const urgent = urgentOutcome(form.planDate, ctx.user.vip, now);
    if (urgent === 'hidden')
      return { ok: false, field: 'fast_mission', message: 'Acil görev yalnızca bugün için açılabilir.' };
    if (urgent === 'upsell')
      return { ok: false, field: 'fast_mission', message: 'Acil görev yalnızca Pro üyeler içindir.' };
  }
  return { ok: true };
}

/** The fallback texts of the refusals whose words come from a server constant. */
export const createAccessMessages = {
  notAvailableTime: 'Şu anda görev oluşturma saatleri dışındasınız.',
  restricted:
    'Tamamlanmamış veya değerlendirilmemiş görevleriniz nedeniyle hesabınıza kısıtlama uygulanmıştır.',
} as const;

/** The server constant whose text replaces the fallback of a refusal (the link: gorev_kisitlama_link). */
export const createAccessConstants = {
  add_mission: 'gorev_kisitlamasi',
  not_available_time: 'gorev_saat_disi',
} as const;

export type CreateAccess =
  | { ok: true }
  /** Sent home with the message as an error. */
  | { ok: false; reason: 'mission_create' | 'not_available_time'; redirect: '/'; message: string }
  /** The page stays and shows the restriction text and its link instead of the form. */
  | { ok: false; reason: 'add_mission'; message: string };

/**
 * Who may create a task now, in the server's order: no right at all, then the restriction counter
 * add_mission, then the allowed hours. The reason is the error code the server answers with.
 */
export function checkCreateAccess(
  user: Pick<User, 'mission_create' | 'add_mission' | 'is_available_time' | 'not_available_time_message'>,
): CreateAccess {
  if (!user.mission_create) {
    return {
      ok: false,
      reason: 'mission_create',
      redirect: '/',
      message: permissionMessages.missionCreateRestricted,
    };
  }
  if (user.add_mission > 0) {
    return { ok: false, reason: 'add_mission', message: createAccessMessages.restricted };
  }
  if (!user.is_available_time) {
    return {
      ok: false,
      reason: 'not_available_time',
      redirect: '/',
      message: user.not_available_time_message || createAccessMessages.notAvailableTime,
    };
  }
  return { ok: true };
}
