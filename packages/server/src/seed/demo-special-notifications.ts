import { SPECIAL_NOTIFICATION_TYPE } from '@meslektas/domain';
import type { Insertable, Kysely } from 'kysely';
import type { Database, NotificationsTable, SpecialNotificationsTable } from '../db/schema.ts';
import { ANKARA_BAROSU_ID, ISTANBUL_BAROSU_ID } from './ids.ts';

type SpecialSeed = Omit<Insertable<SpecialNotificationsTable>, 'created_at' | 'user_id'> & {
  /** For 'lawyer': which demo lawyer (0 = the first). */
  lawyer?: number;
  hoursAgo: number;
};

/**
 * One special notification of each audience. On a fresh database they get the ids 1 to 4 in this
 * order; the İstanbul lawyers of the demo may read the first, second and fourth (the fourth only
 * its addressee), never the third.
 */
export const demoSpecialNotifications: SpecialSeed[] = [
  {
    audience: 'everyone',
    title: 'Bildirimler sayfası yenilendi',
    body: '<p>Artık bütün bildirimlerinizi <strong>Bildirimler</strong> sayfasında görebilir, yalnızca okunmamışları listeleyebilir ve tek dokunuşla hepsini okundu olarak işaretleyebilirsiniz.</p><ul><li>Her bildirim ilgili görevi açar.</li><li>Yeni bildirimler sayfayı yenilemeden gelir.</li></ul>',
    hoursAgo: 30,
  },
  {
    audience: 'bar',
    baro_id: ISTANBUL_BAROSU_ID,
    title: 'Çağlayan Adliyesi C Blok asansör bakımı',
    body: '<p>İstanbul Barosu üyelerinin dikkatine: Çağlayan Adliyesi <strong>C Blok</strong> asansörleri 14–18 Ekim tarihleri arasında bakımda olacaktır. Duruşma görevlerinizi planlarken merdiven kullanımını göz önünde bulundurunuz.</p>',
    hoursAgo: 20,
  },
  {
    audience: 'bar',
    baro_id: ANKARA_BAROSU_ID,
    title: 'Ankara Batı Adliyesi yeni binasına taşındı',
    body: '<p>Ankara Barosu üyelerinin dikkatine: Batı Adliyesi Etimesgut’taki yeni binasında hizmet vermektedir.</p>',
    hoursAgo: 10,
  },
  {
    audience: 'lawyer',
    lawyer: 0,
    title: 'Pro üyeliğiniz bir yıl uzatıldı',
    body: '<p>Sayın meslektaşımız, <strong>Meslektaş Pro</strong> üyeliğiniz bir yıl uzatılmıştır. Acil görev oluşturma hakkınız bu süre boyunca devam edecektir.</p>',
    hoursAgo: 5,
  },
];

const HOUR = 3_600_000;

/**
 * Writes the special notifications and tells each demo lawyer in their audience with an ordinary
 * notification that opens them, as the operators' console will.
 */
export async function seedDemoSpecialNotifications(
  trx: Kysely<Database>,
  lawyers: readonly { id: number; baroId: number }[],
  now: Date,
): Promise<void> {
  const told: Insertable<NotificationsTable>[] = [];
  for (const { lawyer, hoursAgo, ...seed } of demoSpecialNotifications) {
    const created_at = new Date(now.getTime() - hoursAgo * HOUR).toISOString();
    const user_id = lawyer === undefined ? null : (lawyers[lawyer]?.id ?? null);
    const { id } = await trx
      .insertInto('special_notifications')
      .values({ ...seed, user_id, created_at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const audience = lawyers.filter((l) =>
      seed.audience === 'everyone'
        ? true
        : seed.audience === 'bar'
          ? l.baroId === seed.baro_id
          : l.id === user_id,
    );
    for (const l of audience) {
      told.push({
        user_id: l.id,
        type: SPECIAL_NOTIFICATION_TYPE,
        data: JSON.stringify({
          type: SPECIAL_NOTIFICATION_TYPE,
          id,
          mission_id: null,
          icon: 'bell',
          title: seed.title,
          message: 'Size özel bir bildirim var.',
        }),
        read_at: null,
        created_at,
      });
    }
  }
  if (told.length > 0) await trx.insertInto('notifications').values(told).execute();
}
