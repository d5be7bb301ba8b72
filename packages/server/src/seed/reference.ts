import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import { categoryRows, missionAnswerRows, specialityRows, systemShortDescriptions } from './catalog.ts';
import { constantRows } from './constants.ts';
import { PARTNERSHIP_FAQ_BOTTOM_TEXT, faqRows, pageRows, proAgreementPage, webPopupRows } from './content.ts';
import { courthouseRows } from './courthouses.ts';
import { cityRows, districtRows, provinces } from './geography.ts';
import { cancelRequestTypeRows, ticketOptionRows } from './support-catalog.ts';

type KeyedTable = {
  [T in keyof Database]: Selectable<Database[T]> extends { id: number } ? T : never;
}[keyof Database];

// Below SQLite's bound-parameter limit for the widest table.
const CHUNK = 100;

async function insertMissing<T extends KeyedTable>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto(table)
      // Kysely cannot narrow the row type through the generic table name.
      .values(rows.slice(i, i + CHUNK) as never)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}

const contentSeededKey = 'content_seeded';
const courthousesSeededKey = 'courthouses_seeded';
const descriptionsSeededKey = 'short_descriptions_seeded';
const proAgreementSeededKey = 'pro_agreement_seeded';

/** Whether `key` is new to app_meta; marks it, so the next call answers false. */
async function firstTime(db: Kysely<Database>, key: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insertInto('app_meta')
    .values({ key, value: '1', updated_at: now.toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .execute();
  return inserted.length > 0;
}

/**
 * Loads the reference data every database needs (provinces, districts, bars, courthouses,
 * categories, answers, specialities, constants, FAQ, notices, pop-up). Rows already present are
 * left alone, so it runs at every start and keeps an administrator's edits.
 */
export async function loadReferenceData(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  const list = provinces();
  await db.transaction().execute(async (trx) => {
    await insertMissing(trx, 'cities', cityRows(list));
    await insertMissing(trx, 'districts', districtRows(list));
    await insertMissing(
      trx,
      'bars',
      list.map((p) => ({ id: p.plate, name: `${p.name} Barosu`, city_id: p.plate })),
    );
    // The console adds and deletes courthouses: seeded once, so a deleted one does not come back.
    if (await firstTime(trx, courthousesSeededKey, now)) {
      await insertMissing(trx, 'courthouses', courthouseRows(list));
    }
    await insertMissing(
      trx,
      'categories',
      categoryRows.map((c, i) => ({ ...c, sort_order: i + 1 })),
    );
    await insertMissing(
      trx,
      'mission_answers',
      missionAnswerRows.map((a, i) => ({ ...a, sort_order: i + 1 })),
    );
    await insertMissing(trx, 'specialities', specialityRows);
    // The console edits and deletes these: seeded once, so a deleted row does not come back.
    if (await firstTime(trx, contentSeededKey, now)) {
      await insertMissing(
        trx,
        'faqs',
        faqRows.map((f, i) => ({ ...f, sort_order: i + 1 })),
      );
      await insertMissing(trx, 'pages', pageRows);
      await insertMissing(trx, 'web_popups', webPopupRows);
    }
    // Came after the first content: every database gets it once (a new one and an older one
    // alike), and an operator's later deletion stands. A page he made with its slug is kept.
    if (await firstTime(trx, proAgreementSeededKey, now)) {
      await trx
        .insertInto('pages')
        .values(proAgreementPage)
        .onConflict((oc) => oc.column('slug').doNothing())
        .execute();
    }
    await insertMissing(trx, 'cancel_request_types', cancelRequestTypeRows);
    await insertMissing(trx, 'ticket_options', ticketOptionRows);
    await trx
      .insertInto('constants')
      .values([...constantRows, { name: 'partnership_faq_bottom', description: PARTNERSHIP_FAQ_BOTTOM_TEXT }])
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    // The console edits the system descriptions: seeded once, so removing them all is kept.
    const descriptionsFirstTime = await firstTime(trx, descriptionsSeededKey, now);
    const system = await trx
      .selectFrom('short_descriptions')
      .where('user_id', 'is', null)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (descriptionsFirstTime && Number(system.n) === 0) {
      await trx
        .insertInto('short_descriptions')
        .values(
          systemShortDescriptions.map((description) => ({
            user_id: null,
            description,
            created_at: now.toISOString(),
          })),
        )
        .execute();
    }
  });
}
