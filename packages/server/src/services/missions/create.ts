import {
  type Category,
  type CreateTaskForm,
  type MissionCreatedEvent,
  type StatusFalse,
  MAX_ID,
  checkCreateTaskContext,
  createMissionSchema,
  createTaskMessages,
  permissionMessages,
  realtimeEvents,
  toFieldErrors,
  validateCreateTask,
} from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { CategoryRow, Database, UserRow } from '../../db/schema.ts';
import { withPlainText } from '../text.ts';
import { HttpError } from '../../plugins/errors.ts';
import { type OutgoingEvent, publishAll, userChannel, writeNotifications } from '../notifications/notify.ts';
import { audienceIds, audienceQuery } from './audience.ts';
import { constantText, customDescriptionsAllowed, isAvailableTime, isVip, toKurus } from './policy.ts';
import { provinceOf } from './province.ts';

export const createMessages = {
  created: 'Görev başarıyla oluşturuldu.',
  readyDescriptionOnly: 'Lütfen hazır açıklamalardan birini seçiniz.',
  notAvailableTime: 'Şu anda görev oluşturma saatleri dışındasınız.',
  restricted:
    'Tamamlanmamış veya değerlendirilmemiş görevleriniz nedeniyle hesabınıza kısıtlama uygulanmıştır.',
} as const;

export type CreateResult =
  | StatusFalse
  | { status: 'true'; message: string; missionId: number; data: { missionId: number; id: number } };

const refuse = (field: string, message: string): StatusFalse => ({
  status: 'false',
  messages: { [field]: [message] },
});

const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    out_adliye: row.out_adliye,
    time_required: row.time_required === 1,
  };
}

/** The body with its free text made plain (see `plainText`), before any check reads it. */
function plainBody(raw: unknown): Record<string, unknown> {
  const body = withPlainText(typeof raw === 'object' && raw !== null ? raw : {}, ['other_detail']) as Record<
    string,
    unknown
  >;
  if (typeof body.address === 'object' && body.address !== null) {
    body.address = withPlainText(body.address, ['name', 'address']);
  }
  return body;
}

/** The loose form the spec's nine ordered checks read, built from whatever the client sent. */
function looseForm(body: Record<string, unknown>, category: Category | null): CreateTaskForm {
  const address = (typeof body.address === 'object' && body.address !== null ? body.address : {}) as Record<
    string,
    unknown
  >;
  return {
    baroId: num(body.baro_id),
    adliyeId: num(body.adliye_id),
    outAdliye: [1, '1', true, 'true'].includes(body.out_adliye as never),
    latitude: num(address.latitude),
    longitude: num(address.longitude),
    planDate: text(body.plan_date),
    planTime: text(body.plan_time),
    description: text(body.other_detail),
    category,
    price: num(body.mission_price),
  };
}

async function findCategory(db: Kysely<Database>, id: number | null): Promise<CategoryRow | undefined> {
  // Beyond the id column's range nothing can match, and PostgreSQL would refuse the comparison.
  if (id === null || !Number.isInteger(id) || id < 1 || id > MAX_ID) return undefined;
  return db
    .selectFrom('categories')
    .selectAll()
    .where('id', '=', id)
    .where('active', '=', 1)
    .executeTakeFirst();
}

/** Who may create at all; the client hides the form too, but the server has the last word. */
async function checkAccess(app: FastifyInstance, user: UserRow, now: Date): Promise<void> {
  if (user.mission_create !== 1) {
    throw new HttpError(403, permissionMessages.missionCreateRestricted, { error: 'mission_create' });
  }
  if (user.add_mission > 0) {
    const message = await constantText(app.db, 'gorev_kisitlamasi', createMessages.restricted);
    throw new HttpError(403, message, { error: 'add_mission' });
  }
  if (!isAvailableTime(app.config.missionHours, now)) {
    const message = await constantText(app.db, 'gorev_saat_disi', createMessages.notAvailableTime);
    throw new HttpError(403, message, { error: 'not_available_time' });
  }
}

/** mission/create: every client check again, then the facts only the server knows, then the insert. */
export async function createMission(
  app: FastifyInstance,
  user: UserRow,
  raw: unknown,
): Promise<CreateResult> {
  const now = app.now();
  await checkAccess(app, user, now);
  const body = plainBody(raw);
  const categoryRow = await findCategory(app.db, num(body.category_id));
  const category = categoryRow ? toCategory(categoryRow) : null;
  const first = validateCreateTask(looseForm(body, category), now);
  if (!first.ok) return refuse(first.field, first.message);

  const parsed = createMissionSchema.safeParse(body);
  if (!parsed.success) return { status: 'false', messages: toFieldErrors(parsed.error) };
  const p = parsed.data;
  if (!categoryRow || !category) return refuse('category_id', createTaskMessages.noCategory);

  const bar = await app.db.selectFrom('bars').selectAll().where('id', '=', p.baro_id).executeTakeFirst();
  if (!bar) return refuse('baro_id', createTaskMessages.noBar);
  let adliyeId: number | null = null;
  let adliyeName: string | null = null;
  if (p.adliye_id !== undefined) {
    const courthouse = await app.db
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
    const cityId = await provinceOf(app.db, p.address.latitude, p.address.longitude);
    if (cityId !== bar.city_id) return refuse('address', createTaskMessages.outsideBar);
  }
  const context = checkCreateTaskContext(
    { ...looseForm(body, category), price: p.mission_price },
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
  if (!(await customDescriptionsAllowed(app.db))) {
    const known = await app.db
      .selectFrom('short_descriptions')
      .select('id')
      .where('description', '=', p.other_detail)
      .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', user.id)]))
      .executeTakeFirst();
    if (!known) return refuse('other_detail', createMessages.readyDescriptionOnly);
  }

  const events: OutgoingEvent[] = [];
  const missionId = await app.db.transaction().execute(async (trx) => {
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
        price: toKurus(p.mission_price),
        plan_date: p.plan_date,
        plan_time: p.plan_time ?? null,
        detail: p.other_detail,
        fast: p.fast_mission,
        status: 0,
        created_at: now.toISOString(),
      })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('activity')
      .values({ type: 'created', user_id: user.id, mission_id: mission.id, created_at: now.toISOString() })
      .execute();
    const audience = await audienceIds(trx, {
      owner_id: user.id,
      baro_id: bar.id,
      adliye_id: adliyeId,
      category_id: category.id,
    });
    const place = (outAdliye ? p.address?.name : adliyeName) || bar.name;
    events.push(
      ...(await writeNotifications(
        trx,
        audience,
        {
          type: 'mission_created',
          missionId: mission.id,
          title: p.fast_mission === 1 ? 'Yeni Acil Görev' : 'Yeni Görev',
          message: `${category.name} görevi oluşturuldu (${place}). Başvuru için 15 dakikanız var.`,
        },
        now,
      )),
    );
    const created: MissionCreatedEvent = { missionId: mission.id, adliyeId, fast: p.fast_mission === 1 };
    events.unshift({
      channels: audience.map(userChannel),
      event: realtimeEvents.missionCreated,
      data: created,
    });
    return mission.id;
  });
  await publishAll(app, events);
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
export async function countCourthouseLawyers(db: Kysely<Database>, adliyeId: number, ownerId: number) {
  const row = await db
    .selectFrom(
      audienceQuery(db, { owner_id: ownerId, baro_id: 0, adliye_id: adliyeId, category_id: null }).as('a'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
