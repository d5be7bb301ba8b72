import {
  type Category,
  type CreateMissionDraft,
  type CreateTaskForm,
  type ResponseOf,
  type api,
  APPLICATION_WINDOW_SECONDS,
  MAX_ID,
  MissionStatus,
  checkCreateAccess,
  checkCreateTaskContext,
  createAccessConstants,
  createMissionSchema,
  createTaskMessages,
  toFieldErrors,
  validateCreateTask,
  isAvailableTime,
  firstWaveMinutes,
  opensToAllAt,
  isVip,
  tlToKurus,
} from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { CategoryRow, Database, UserRow } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { plainText } from '../text.ts';
import { enqueueMissionDelivery, enqueueWindowEnd } from '../notifications/delivery-queue.ts';
import { type AudienceTarget, audienceQuery } from './audience.ts';
import { presentAudience } from './waves.ts';
import { provinceOf } from './province.ts';
import { toCategory } from '../reference/categories.ts';
import type { Db, ServiceDeps } from '../deps.ts';
import { constantText, customDescriptionsAllowed, readTuning } from '../constants.ts';

const courthouseMessages = {
  notFound: 'Adliye bulunamadı.',
  nobody:
    'Seçtiğiniz adliyede şu an görev alan meslektaşımız bulunmuyor. Görev oluşturabilirsiniz ancak başvuru gelmeyebilir.',
} as const;

const createMessages = {
  created: 'Görev başarıyla oluşturuldu.',
  readyDescriptionOnly: 'Lütfen hazır açıklamalardan birini seçiniz.',
  applyWithin: (minutes: number) => `Başvuru için ${minutes} dakikanız var.`,
  priority: 'Adliyede olduğunuz için öncelikli başvurabilirsiniz.',
} as const;

/**
 * The task's first wave (domain's rules/waves.ts), or null when it opens to all at once: no first
 * wave for its kind (constant ilk_dalga_dakika, acil_ilk_dalga_dakika for an urgent task, at 0), no
 * courthouse, or nobody of its audience present there now. The constants are read per task, so a
 * console edit applies to the next one.
 */
async function firstWave(db: Db, target: AudienceTarget, urgent: boolean, now: Date) {
  if (target.adliye_id === null) return null;
  const minutes = firstWaveMinutes(await readTuning(db), urgent);
  if (minutes === 0) return null;
  const present = await presentAudience(db, target, now);
  const opensAt = opensToAllAt(now, minutes, { hasCourthouse: true, presentCount: present.length });
  return opensAt ? { minutes, present, opensAt } : null;
}

const WINDOW_MINUTES = APPLICATION_WINDOW_SECONDS / 60;

export type CreateResult = ResponseOf<typeof api.missions.create>;

const refuse = (field: string, message: string): CreateResult => ({
  status: 'false',
  messages: { [field]: [message] },
});

/** The draft with its free text made plain (see `plainText`), before any check reads it. */
function plainDraft(draft: CreateMissionDraft): CreateMissionDraft {
  const plain = (v: string | null | undefined) => (typeof v === 'string' ? plainText(v) : v);
  return {
    ...draft,
    other_detail: plain(draft.other_detail),
    ...(draft.address
      ? {
          address: {
            ...draft.address,
            name: plain(draft.address.name),
            address: plain(draft.address.address),
          },
        }
      : {}),
  };
}

/** The loose form the spec's nine ordered checks read. */
function looseForm(draft: CreateMissionDraft, category: Category | null): CreateTaskForm {
  return {
    baroId: draft.baro_id,
    adliyeId: draft.adliye_id,
    outAdliye: [1, '1', true, 'true'].includes(draft.out_adliye as never),
    latitude: draft.address?.latitude,
    longitude: draft.address?.longitude,
    planDate: draft.plan_date,
    planTime: draft.plan_time,
    description: draft.other_detail,
    category,
    price: draft.mission_price,
  };
}

async function findCategory(db: Kysely<Database>, id: number | undefined): Promise<CategoryRow | undefined> {
  // Beyond the id column's range nothing can match, and PostgreSQL would refuse the comparison.
  if (id === undefined || !Number.isInteger(id) || id < 1 || id > MAX_ID) return undefined;
  return db
    .selectFrom('categories')
    .selectAll()
    .where('id', '=', id)
    .where('active', '=', 1)
    .executeTakeFirst();
}

/**
 * Who may create at all, by domain's checkAccess (the page applies the same rule to the User
 * record and shows the refusal before the form); the server has the last word.
 */
async function checkAccess(
  db: Db,
  deps: Pick<ServiceDeps, 'missionHours'>,
  user: UserRow,
  now: Date,
): Promise<void> {
  const access = checkCreateAccess({
    mission_create: user.mission_create === 1,
    add_mission: user.add_mission,
    is_available_time: isAvailableTime(deps.missionHours, now),
    not_available_time_message: null,
  });
  if (access.ok) return;
  const message =
    access.reason === 'mission_create'
      ? access.message
      : await constantText(db, createAccessConstants[access.reason], access.message);
  throw new HttpError(403, message, { error: access.reason });
}

/** mission/create: every client check again, then the facts only the server knows, then the insert. */
export async function createMission(
  db: Db,
  deps: Pick<ServiceDeps, 'now' | 'missionHours' | 'kickDeliveries'>,
  user: UserRow,
  input: CreateMissionDraft,
): Promise<CreateResult> {
  const now = deps.now();
  await checkAccess(db, deps, user, now);
  const draft = plainDraft(input);
  const categoryRow = await findCategory(db, draft.category_id);
  const category = categoryRow ? toCategory(categoryRow) : null;
  const first = validateCreateTask(looseForm(draft, category), now);
  if (!first.ok) return refuse(first.field, first.message);

  const parsed = createMissionSchema.safeParse(draft);
  if (!parsed.success) return { status: 'false', messages: toFieldErrors(parsed.error) };
  const p = parsed.data;
  if (!categoryRow || !category) return refuse('category_id', createTaskMessages.noCategory);

  const bar = await db.selectFrom('bars').selectAll().where('id', '=', p.baro_id).executeTakeFirst();
  if (!bar) return refuse('baro_id', createTaskMessages.noBar);
  let adliyeId: number | null = null;
  let adliyeName: string | null = null;
  if (p.adliye_id !== undefined) {
    const courthouse = await db
      .selectFrom('courthouses')
      .select(['id', 'baro_id', 'name'])
      .where('id', '=', p.adliye_id)
      .executeTakeFirst();
    if (!courthouse || courthouse.baro_id !== bar.id)
      return refuse('adliye_id', createTaskMessages.noCourthouse);
    adliyeId = courthouse.id;
    adliyeName = courthouse.name;
  }
  const outAdliye = p.out_adliye === 1;
  // The province comes from the coordinates here, so the domain's text comparison is not needed.
  if (outAdliye && p.address) {
    const cityId = await provinceOf(db, p.address.latitude, p.address.longitude);
    if (cityId !== bar.city_id) return refuse('address', createTaskMessages.outsideBar);
  }
  const context = checkCreateTaskContext(
    { ...looseForm(draft, category), price: p.mission_price },
    {
      bar: { baro_id: bar.id, name: bar.name },
      category,
      user: { vip: isVip(user, now) },
      location: null,
      fast: p.fast_mission === 1,
    },
    now,
  );
  if (!context.ok) return refuse(context.field, context.message);
  if (!(await customDescriptionsAllowed(db))) {
    const known = await db
      .selectFrom('short_descriptions')
      .select('id')
      .where('description', '=', p.other_detail)
      .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', user.id)]))
      .executeTakeFirst();
    if (!known) return refuse('other_detail', createMessages.readyDescriptionOnly);
  }

  const target = { owner_id: user.id, baro_id: bar.id, adliye_id: adliyeId, category_id: category.id };
  const waves = await firstWave(db, target, p.fast_mission === 1, now);

  const missionId = await db.transaction().execute(async (trx) => {
    const mission = await trx
      .insertInto('missions')
      .values({
        owner_id: user.id,
        baro_id: bar.id,
        adliye_id: adliyeId,
        out_adliye: outAdliye ? 1 : 0,
        address_name: outAdliye ? p.address?.name || null : null,
        address: outAdliye ? p.address?.address || null : null,
        latitude: outAdliye ? (p.address?.latitude ?? null) : null,
        longitude: outAdliye ? (p.address?.longitude ?? null) : null,
        category_id: category.id,
        price: tlToKurus(p.mission_price),
        plan_date: p.plan_date,
        plan_time: p.plan_time ?? null,
        detail: p.other_detail,
        fast: p.fast_mission,
        guaranteed: p.guaranteed,
        status: MissionStatus.open,
        created_at: now.toISOString(),
        window_started_at: now.toISOString(),
        opens_to_all_at: waves?.opensAt.toISOString() ?? null,
      })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('activity')
      .values({ type: 'created', user_id: user.id, mission_id: mission.id, created_at: now.toISOString() })
      .execute();
    const place = (outAdliye ? p.address?.name : adliyeName) || bar.name;
    // Its audience hears of it after the answer (services/notifications/deliveries.ts): the cost
    // of this request does not grow with the number of lawyers at the courthouse.
    const delivery = (message: string) => ({
      target,
      notification: {
        type: 'mission_created' as const,
        missionId: mission.id,
        title: p.fast_mission === 1 ? 'Yeni Acil Görev' : 'Yeni Görev',
        message: `${category.name} görevi oluşturuldu (${place}). ${message}`,
      },
      created: { missionId: mission.id, adliyeId, fast: p.fast_mission === 1 },
      at: now.toISOString(),
    });
    if (!waves) {
      await enqueueMissionDelivery(
        trx,
        mission.id,
        delivery(createMessages.applyWithin(WINDOW_MINUTES)),
        now,
      );
    } else {
      // Priority waves: the lawyers present now are told at once, the rest when the task opens to all.
      await enqueueMissionDelivery(
        trx,
        mission.id,
        { ...delivery(createMessages.priority), wave: { n: 1, only: waves.present } },
        now,
      );
      await enqueueMissionDelivery(
        trx,
        mission.id,
        {
          ...delivery(createMessages.applyWithin(WINDOW_MINUTES - waves.minutes)),
          // Dated when they are told.
          at: waves.opensAt.toISOString(),
          wave: { n: 2, except: waves.present },
        },
        now,
        waves.opensAt,
      );
    }
    // An urgent task stays open all day; a normal one's owner is told if its window ends unanswered.
    if (p.fast_mission !== 1) await enqueueWindowEnd(trx, mission.id, now, now);
    return mission.id;
  });
  deps.kickDeliveries();
  return {
    status: 'true',
    message: createMessages.created,
    missionId,
    data: { missionId, id: missionId },
  };
}

/**
 * mission/checkAdliyeUsers/{id}: how many would receive a task at this courthouse, counted by the
 * same rule as the sending (the category is not chosen yet, so nobody is left out for it).
 */
async function countCourthouseLawyers(db: Kysely<Database>, adliyeId: number, ownerId: number) {
  const row = await db
    .selectFrom(
      audienceQuery(db, { owner_id: ownerId, baro_id: 0, adliye_id: adliyeId, category_id: null }).as('a'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * mission/checkAdliyeUsers: how many lawyers a task at the courthouse would reach. An unknown
 * courthouse is a 404 and one nobody serves a 422, both with a modalMessage (the client shows it in
 * a modal, and nothing on success).
 */
export async function courthouseAudience(db: Db, courthouseId: number, userId: number): Promise<number> {
  const known = await db.selectFrom('courthouses').select('id').where('id', '=', courthouseId).execute();
  if (known.length === 0) {
    throw new HttpError(404, courthouseMessages.notFound, { modalMessage: courthouseMessages.notFound });
  }
  const count = await countCourthouseLawyers(db, courthouseId, userId);
  if (count === 0)
    throw new HttpError(422, courthouseMessages.nobody, { modalMessage: courthouseMessages.nobody });
  return count;
}
